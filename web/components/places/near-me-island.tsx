import Island from '@/islands/island';
import NearMe, { type NearbyPlace } from './near-me';

/** "Near me" as an island of a page rendered without Next's client runtime: the branches' and the ATMs' pages. */
export default function NearMeIsland({ places, plural }: { places: NearbyPlace[]; plural: string }) {
  return <Island name="near-me" component={NearMe} props={{ plural, places }} />;
}
