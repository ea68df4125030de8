/** Static copy of the careers page (/careers). */
export const careerBenefits: { title: string; description: string; points: string[] }[] = [
  {
    title: 'Health & Wellness',
    description: 'Medical cover for you and your immediate family, because your wellbeing comes first.',
    points: ['Medical insurance for staff, spouse and children', 'Annual health checks', 'Staff wellness days'],
  },
  {
    title: 'Professional Development',
    description: 'Structured training and support for professional qualifications at every stage of your career.',
    points: [
      'Graduate trainee programme',
      'Sponsorship of banking and accounting qualifications',
      'Leadership programmes and regional secondments',
    ],
  },
  {
    title: 'Work-Life Balance',
    description: 'Reasonable hours and generous leave so that you can be there for family and community.',
    points: ['Annual, maternity and paternity leave', 'Half-day Fridays at most branches', 'Leave for religious festivals'],
  },
  {
    title: 'Financial Benefits',
    description: 'Competitive pay and staff banking terms that help you build your own financial future.',
    points: ['Competitive salary and annual bonus', 'Staff loans and mortgages at preferential rates', 'Pension scheme'],
  },
];
