// One behaviour for every controlled-or-uncontrolled prop of the design system (see
// "Controlled and uncontrolled state" in ui/README.md), checked the same way for each of
// the five components that have one.
import { act, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount as mountTree } from '../testing/mount';
import { CallbackDialog, type CallbackDialogTexts } from './CallbackDialog';
import { Carousel } from './Carousel';
import { ChatWidget } from './Chat';
import { ChatPanel, type ChatPanelTexts } from './Chat/ChatPanel';
import { NavBar } from './NavBar';

/** Props every case maps onto its component's own value / default / change props. */
type StateProps<V> = { value?: V; defaultValue?: V; onChange: (value: V) => void };

type Case<V> = {
  name: string;
  /** Two different values; `from` is where the checks start. */
  from: V;
  to: V;
  render(props: StateProps<V>): ReactElement;
  /** The value the component shows. */
  read(container: HTMLElement): V;
  /** What a visitor does to ask for `next` while the component shows the other value. */
  request(container: HTMLElement, next: V): void;
  /** What a visitor does to ask for the value already shown (where the component has such an action). */
  requestSame?(container: HTMLElement): void;
};

const button = (container: HTMLElement, selector: string) => {
  const element = container.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
};
const textarea = (container: HTMLElement) => button(container, 'textarea') as HTMLTextAreaElement;
const expanded = (element: HTMLElement) => element.getAttribute('aria-expanded') === 'true';

/** Types into a textarea the way the browser reports it to React (an input event). */
function typeInto(textarea: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

const dialogTexts: CallbackDialogTexts = {
  title: 'Titel',
  description: 'Omschrijving',
  phoneLabel: 'Telefoon',
  nameLabel: 'Naam',
  privacy: { before: 'Zie ', linkLabel: 'privacy', href: '/privacy' },
  submit: 'Versturen',
  submitting: 'Bezig',
  phoneRequired: { title: 'Telefoon nodig' },
  success: { title: 'Gelukt' },
  failure: { title: 'Mislukt' },
};

const panelTexts: ChatPanelTexts = {
  title: 'Assistent',
  status: 'Online',
  emptyTitle: 'Leeg',
  emptyText: 'Nog niets',
  disclosure: { before: 'Een AI. Zie ', linkLabel: 'privacy', href: '/privacy' },
  typing: 'Typt',
  placeholder: 'Vraag',
  errors: {
    'rate-limited': { title: 'A', description: 'a' },
    unavailable: { title: 'B', description: 'b' },
    failed: { title: 'C', description: 'c' },
  },
};

/** Keeps each case's own value type while listing them together. */
const caseOf = <V,>(testCase: Case<V>) => testCase as Case<unknown>;

const cases = [
  caseOf<boolean>({
    name: 'NavBar (menuOpen)',
    from: false,
    to: true,
    render: ({ value, defaultValue, onChange }) => (
      <NavBar
        brand="Merk"
        links={[{ href: '/elders', label: 'Elders' }]}
        menuOpen={value}
        defaultMenuOpen={defaultValue}
        onMenuOpenChange={onChange}
        onNavigate={(_href, event) => event.preventDefault()}
      />
    ),
    read: (container) => expanded(button(container, 'button[aria-controls]')),
    request: (container) => button(container, 'button[aria-controls]').click(),
    // Choosing a link closes the menu, also when it is closed already.
    requestSame: (container) => button(container, 'a[href="/elders"]').click(),
  }),
  caseOf<boolean>({
    name: 'ChatWidget (open)',
    from: false,
    to: true,
    render: ({ value, defaultValue, onChange }) => (
      <ChatWidget
        open={value}
        defaultOpen={defaultValue}
        onOpenChange={onChange}
        renderPanel={(panel) => (
          <button type="button" data-close onClick={panel.onClose}>
            Sluiten
          </button>
        )}
      />
    ),
    read: (container) => expanded(button(container, 'button[aria-controls]')),
    request: (container) => button(container, 'button[aria-controls]').click(),
    // The panel's close button, once the panel has been rendered (it stays, hidden, when closed).
    requestSame: (container) => container.querySelector<HTMLElement>('[data-close]')?.click(),
  }),
  caseOf<boolean>({
    name: 'CallbackDialog (open)',
    from: false,
    to: true,
    render: ({ value, defaultValue, onChange }) => (
      <CallbackDialog
        open={value}
        defaultOpen={defaultValue}
        onOpenChange={onChange}
        trigger={<button type="button">Open</button>}
        onSubmit={async () => {}}
        texts={dialogTexts}
      />
    ),
    read: (container) => expanded(button(container, 'button[aria-haspopup="dialog"]')),
    request: (container) => button(container, 'button[aria-haspopup="dialog"]').click(),
  }),
  caseOf<string>({
    name: 'ChatPanel (value)',
    from: 'Prijzen',
    to: 'Prijzen en levertijd',
    render: ({ value, defaultValue, onChange }) => (
      <ChatPanel
        messages={[]}
        onSend={() => {}}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange}
        quickReplies={['Prijzen']}
        texts={panelTexts}
      />
    ),
    read: (container) => textarea(container).value,
    request: (container, next) => typeInto(textarea(container), next),
    // A quick reply puts its text in the input first (and sends it a moment later).
    requestSame: (container) => button(container, 'ul button').click(),
  }),
  caseOf<boolean>({
    name: 'Carousel (paused)',
    from: false,
    to: true,
    render: ({ value, defaultValue, onChange }) => (
      <Carousel label="Slides" paused={value} defaultPaused={defaultValue} onPausedChange={onChange}>
        <p>Een</p>
        <p>Twee</p>
        <p>Drie</p>
      </Carousel>
    ),
    read: (container) => container.querySelector('[aria-label="Start automatisch afspelen"]') !== null,
    request: (container) => button(container, '[aria-label$="automatisch afspelen"]').click(),
  }),
];

function mount<V>(testCase: Case<V>, props: StateProps<V>) {
  const { container, rerender, unmount } = mountTree(testCase.render(props));
  return {
    read: () => testCase.read(container),
    act: (action: (container: HTMLElement) => void) => act(() => action(container)),
    rerender: (next: StateProps<V>) => rerender(testCase.render(next)),
    unmount,
  };
}

describe.each(cases)('$name', (testCase) => {
  const { from, to } = testCase;

  it('uncontrolled: shows its default and keeps its own state, calling back after each change', () => {
    const onChange = vi.fn();
    const view = mount(testCase, { defaultValue: from, onChange });
    expect(view.read()).toEqual(from);
    expect(onChange).not.toHaveBeenCalled();

    view.act((element) => testCase.request(element, to));
    expect(view.read()).toEqual(to);
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith(to);

    view.act((element) => testCase.request(element, from));
    expect(view.read()).toEqual(from);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(from);
  });

  it('uncontrolled: starts from the other default too', () => {
    const view = mount(testCase, { defaultValue: to, onChange: vi.fn() });
    expect(view.read()).toEqual(to);
  });

  it('controlled: the prop wins; a request only calls back, and the parent decides', () => {
    const onChange = vi.fn();
    const view = mount(testCase, { value: from, onChange });
    expect(view.read()).toEqual(from);

    view.act((element) => testCase.request(element, to));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith(to);
    expect(view.read()).toEqual(from);

    // The parent takes the change: shown, and not reported back.
    view.rerender({ value: to, onChange });
    expect(view.read()).toEqual(to);
    expect(onChange).toHaveBeenCalledOnce();

    // The other way round, from the new prop.
    view.act((element) => testCase.request(element, from));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(from);
    expect(view.read()).toEqual(to);

    // A default is ignored while controlled.
    view.rerender({ value: from, defaultValue: to, onChange });
    expect(view.read()).toEqual(from);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

// CallbackDialog and Carousel have no action that asks for the value already shown.
describe.each(cases.filter((testCase) => testCase.requestSame))('$name', (testCase) => {
  const { from, to } = testCase;

  it('asking for the value already shown calls back nothing', () => {
    const requestSame = testCase.requestSame!;
    // Controlled, at the value the action asks for; then uncontrolled after a real change.
    const onChange = vi.fn();
    const view = mount(testCase, { value: to, onChange });
    view.rerender({ value: from, onChange });
    view.act(requestSame);
    expect(onChange).not.toHaveBeenCalled();
    expect(view.read()).toEqual(from);
    view.unmount();

    const uncontrolledChange = vi.fn();
    const uncontrolled = mount(testCase, { defaultValue: to, onChange: uncontrolledChange });
    uncontrolled.act((element) => testCase.request(element, from));
    expect(uncontrolledChange).toHaveBeenCalledOnce();
    uncontrolled.act(requestSame);
    expect(uncontrolledChange).toHaveBeenCalledOnce();
    expect(uncontrolled.read()).toEqual(from);
  });
});
