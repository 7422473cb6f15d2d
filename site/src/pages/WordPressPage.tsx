import { ServiceLandingPage } from './ServiceLandingPage';

export default function WordPressPage() {
  return <ServiceLandingPage slug="wordpress" />;
}
