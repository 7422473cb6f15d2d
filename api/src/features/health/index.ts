export { healthRoutes } from './routes/health';
