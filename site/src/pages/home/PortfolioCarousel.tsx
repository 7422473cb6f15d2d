import { Carousel } from '@agency/ui/Carousel';
import { PortfolioCard, portfolioImage } from '@agency/ui/PortfolioCard';
import { homePage, portfolio } from '@agency/content';

/** The portfolio carousel; loaded when it comes into view (see PortfolioSection). */
export default function PortfolioCarousel() {
  return (
    <Carousel label={homePage.portfolio.carouselLabel}>
      {portfolio.map((project) => (
        <PortfolioCard
          key={project.id}
          {...portfolioImage(project.image)}
          alt={project.alt}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
          title={project.title}
          category={project.category}
        />
      ))}
    </Carousel>
  );
}
