import { describe, expect, it } from 'vitest';
import * as content from './index';

const { agency, services, portfolio, testimonials, faq, processSteps, values, guarantees, deliveryTimes, pricing } =
  content;

describe('agency content module', () => {
  it('when the agency facts are read, then they are the published facts of the agency', () => {
    expect(agency.name).toBe('Studio Legende');
    expect(agency.email).toBe('hallo@studiolegende.nl');
    expect(agency.phone).toEqual({ display: '085 123 4567', href: 'tel:+31851234567' });
    expect(agency.location).toBe('Nederland');
    expect(agency.rating).toEqual({ score: 4.8, reviewCount: 63 });
    expect(agency.tagline.toLowerCase()).toContain('legende');
    expect(deliveryTimes).toEqual({ wordpressShopify: { min: 3, max: 6 }, platform: { min: 8, max: 12 } });
    expect(guarantees.map((g) => g.id)).toEqual(['free-design', 'contact', 'no-obligation']);
  });

  it('when the services are read, then there are three with the exact home points, six features and five steps', () => {
    expect(services.map((s) => [s.slug, s.name])).toEqual([
      ['wordpress', 'WordPress Development'],
      ['shopify', 'Shopify E-commerce'],
      ['platform', 'Platform Development'],
    ]);
    expect(services.map((s) => s.homePoints)).toEqual([
      ['Custom Themes', 'WooCommerce', 'SEO Ready'],
      ['Custom Stores', 'Apps', 'Conversie Boost'],
      ['React & Next.js', "API's", 'Cloud Ready'],
    ]);
    for (const service of services) {
      expect(service.features).toHaveLength(6);
      expect(service.processSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
      expect(service.offers.length).toBeGreaterThanOrEqual(3);
      expect(service.benefits.length).toBeGreaterThanOrEqual(4);
    }
    const platform = content.serviceBySlug('platform');
    expect(platform.useCases?.map((u) => u.title)).toEqual(['SaaS', 'B2B-portalen', 'Boekingssystemen', 'Beheertools']);
    expect(platform.techStack?.length).toBeGreaterThan(3);
  });

  it('when the lists are read, then the counts are as published (10 portfolio items, 3 testimonials, 8 FAQ, 5 steps, 4 values)', () => {
    expect(portfolio).toHaveLength(10);
    expect(new Set(portfolio.map((p) => p.id)).size).toBe(10);
    expect(portfolio.every((p) => p.category === 'WordPress')).toBe(true);
    expect(testimonials).toHaveLength(3);
    expect(testimonials.every((t) => t.rating >= 1 && t.rating <= 5 && /^[A-Z]{2}$/.test(t.avatar))).toBe(true);
    expect(faq).toHaveLength(8);
    expect(faq.some((f) => f.answer.includes('3 tot 6 weken') && f.answer.includes('8 tot 12 weken'))).toBe(true);
    expect(processSteps).toHaveLength(5);
    expect(values.map((v) => v.name)).toEqual(['Perfectie', 'Innovatie', 'Passie', 'Samenwerking']);
  });

  it('when any text is searched for prices, then no amount of money appears and the quote is explained', () => {
    const all = JSON.stringify(content);
    expect(all).not.toMatch(/€|\beuros?\b|\d+\s*,-/i);
    expect(pricing.summary).toContain('offerte op maat');
  });
});
