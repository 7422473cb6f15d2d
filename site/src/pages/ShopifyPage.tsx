import { ServiceLandingPage } from './ServiceLandingPage';

export default function ShopifyPage() {
  return <ServiceLandingPage slug="shopify" />;
}
