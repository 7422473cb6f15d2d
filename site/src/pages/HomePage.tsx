import { Hero } from './home/Hero';
import { PortfolioSection } from './home/PortfolioSection';
import { TestimonialsSection } from './home/TestimonialsSection';
import { WhatWeDo } from './home/WhatWeDo';

export default function HomePage() {
  return (
    <>
      <Hero />
      <WhatWeDo />
      <PortfolioSection />
      <TestimonialsSection />
    </>
  );
}
