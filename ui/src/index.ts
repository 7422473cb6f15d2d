// The public surface of the design system. Every component has its own entry
// too (`@agency/ui/Button`), so a page pulls in only what it uses.
export * from './components/LinkProvider';
export * from './components/Button';
