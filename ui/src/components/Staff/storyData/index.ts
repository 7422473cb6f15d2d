// The fixed sample data of the Staff stories, for the site's staff page stories
// (`@agency/ui/Staff/storyData`), so both show the same leads and chats. Stories only: no
// component imports it, and the package's entry (`@agency/ui/Staff`) does not export it.
export {
  sampleLeads,
  chatLead,
  contactLead,
  sampleSavedReplies,
  sampleFollowUps,
  storyInboxColleagues,
} from '../inbox/staffLeadsStory';
export {
  noor,
  sanne,
  waitingChat,
  secondWaitingChat,
  endedChat,
  missedChat,
  othersActiveChat,
  activeDetail,
} from '../liveChat/staffChatsStory';
export { storyWeeks } from '../common/staffStory';
export { storyColleagues } from '../team/staffTeamStory';
