export { WholeWords } from './WholeWords';
