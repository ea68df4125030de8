/** The little of smtp-server's API the e2e SMTP sink uses (the package ships no types). */
declare module 'smtp-server' {
  import type { Server } from 'node:net';

  export interface SMTPAddress {
    address: string;
  }

  export interface SMTPSession {
    envelope: { mailFrom: SMTPAddress | false; rcptTo: SMTPAddress[] };
  }

  export interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    banner?: string;
    onData?: (stream: NodeJS.ReadableStream, session: SMTPSession, callback: (error?: Error | null) => void) => void;
  }

  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    server: Server;
    listen(port: number, host: string, callback?: () => void): Server;
    close(callback?: () => void): void;
  }
}
