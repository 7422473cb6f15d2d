import { ServiceLandingPage } from './ServiceLandingPage';

export default function PlatformPage() {
  return <ServiceLandingPage slug="platform" />;
}
