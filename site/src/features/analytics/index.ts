export { countGoal, countPageView, visitOrigin } from './beacon';
