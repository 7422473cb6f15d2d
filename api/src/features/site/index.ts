export { siteRoutes } from './routes/site';
export { wellKnownRoutes } from './routes/wellKnown';
