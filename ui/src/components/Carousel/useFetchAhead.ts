import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/** The carousel's Embla instance; undefined until Embla is set up. */
export type CarouselApi = UseEmblaCarouselType[1];

/**
 * The slides on either side of the ones in view fetch their lazy images ahead, so a slide
 * never arrives blank, also not on a slow connection or during autoplay.
 */
export function useFetchAhead(api: CarouselApi) {
  useEffect(() => {
    if (!api) return;
    const fetchAhead = () => {
      const nodes = api.slideNodes();
      for (const index of api.slidesInView()) {
        for (const near of [index - 1, index, index + 1]) {
          const slide = nodes[(near + nodes.length) % nodes.length];
          slide?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => {
            image.loading = 'eager';
          });
        }
      }
    };
    api.on('slidesInView', fetchAhead);
    fetchAhead();
    return () => {
      api.off('slidesInView', fetchAhead);
    };
  }, [api]);
}
