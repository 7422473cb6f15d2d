import type { IconName } from '@agency/ui/Icon';
import type { ServiceSlug } from '@agency/content';

export const serviceIcons: Record<ServiceSlug, IconName> = { wordpress: 'layout', shopify: 'cart', platform: 'code' };
