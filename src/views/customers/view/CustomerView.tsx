import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerDetailMachine } from '../../../machines/customerDetailMachine.ts';
import type { NavigateParams, NotifyParams } from '../../../machines/effects.ts';
import type { RefreshTrigger } from '../../../machines/reload.ts';
import { ACTIVITIES_PAGE_SIZE, TASKS_PAGE_SIZE } from '../../../schema/rules.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import { customerDetailTexts } from '../../../i18n/customers.ts';
import { Card } from '../../ui/Card.tsx';
import { Tabs, type TabLink } from '../../ui/Tabs.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { media } from '../../ui/media.ts';
import { ActivityList } from './ActivityList.tsx';
import { activityListMachine, tasksListMachine } from './customerLists.ts';
import { InformationList } from './InformationList.tsx';
import { PlaceholderSection, PropertiesSection } from './PlaceholderSections.tsx';
import { ProfileBlock } from './ProfileBlock.tsx';
import { TaskPanels } from './TaskPanels.tsx';
import { TasksSection } from './TasksSection.tsx';
import { SECTION, parseViewQuery, viewHref, type SectionId, type ViewQuery } from './viewQuery.ts';

/** One column; from 1024 px the profile column beside the sections; from 1280 px the activity column too. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.lg`
    grid-template-columns: minmax(260px, 300px) minmax(0, 1fr);
  `}
  ${media.xl`
    grid-template-columns: minmax(220px, 260px) minmax(0, 1fr) minmax(220px, 280px);
  `}
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** Shown only where it has its own column; below, the tab bar reaches the same content. */
const WideOnly = styled(Card)<{ $from: 'lg' | 'xl' }>`
  display: none;
  @media (min-width: ${({ theme, $from }) => theme.breakpoints[$from]}px) {
    display: block;
  }
`;

const SectionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};

  ${media.md`
    padding: ${({ theme }) => theme.space.lg};
  `}
`;

const BlockTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export type CustomerDetailActor = ActorRefFrom<typeof customerDetailMachine>;

/** What a saved change reloads (spec 02 §2.3 `from`): the task list, the activity, the customer. */
const REFRESHES: Readonly<Record<RefreshTrigger, { readonly tasks: boolean; readonly customer: boolean }>> = {
  addTask: { tasks: true, customer: false },
  updateTask: { tasks: true, customer: false },
  updateTaskStatus: { tasks: true, customer: false },
  deleteTask: { tasks: true, customer: false },
  enabled: { tasks: false, customer: true },
  archived: { tasks: false, customer: true },
};

export interface CustomerViewProps {
  /** The route parameter, kept in every link so the page is never remounted under another key. */
  slug: string;
  customer: Tenant;
  detail: CustomerDetailActor;
  notify: (params: NotifyParams) => void;
}

/** The loaded customer: profile, sections by `section`, activity, and the task panels by `task`. */
export function CustomerView({ slug, customer, detail, notify }: CustomerViewProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = parseViewQuery(search);
  const inspect = useInspect();
  const { tenantId } = customer;

  const activities = useActorRef(activityListMachine, {
    input: { query: { tenantId }, pageSize: ACTIVITIES_PAGE_SIZE },
    inspect,
  });
  const tasks = useActorRef(tasksListMachine, {
    input: { query: { tenantId, searchQuery: query.searchQuery, range: query.range }, pageSize: TASKS_PAGE_SIZE },
    inspect,
  });

  const hrefWith = useCallback((changes: Partial<ViewQuery>) => viewHref(slug, { ...parseViewQuery(search), ...changes }), [slug, search]);
  const go = useCallback(
    (changes: Partial<ViewQuery>, replace = false) => navigate(hrefWith(changes), { replace }),
    [navigate, hrefWith],
  );

  const refreshNow = useCallback(
    (from: RefreshTrigger) => {
      const what = REFRESHES[from];
      if (what.tasks) tasks.send({ type: 'list.refreshed' });
      if (what.customer) detail.send({ type: 'customer.reloaded' });
      // Every trigger may have written an activity (task added, archived, activated).
      activities.send({ type: 'list.refreshed' });
    },
    [tasks, detail, activities],
  );

  /** A machine's `reload` effect: the URL's `from` records it; the same trigger twice refreshes directly. */
  const requestRefresh = useCallback(
    (from: RefreshTrigger) => {
      if (parseViewQuery(search).from === from) refreshNow(from);
      else go({ from }, true);
    },
    [search, refreshNow, go],
  );

  /**
   * A machine's `navigate` within this page (a new task opens, a deleted one closes), keeping the
   * task list's range (the machines do not know it). When the trigger in the new address is the one
   * already there, the URL listener would not see a change.
   */
  const followMachine = useCallback(
    ({ to, replace = false }: NavigateParams) => {
      const current = parseViewQuery(search);
      const target = parseViewQuery(new URL(to, window.location.origin).search);
      if (target.from !== null && target.from === current.from) refreshNow(target.from);
      navigate(viewHref(slug, { ...target, range: current.range }), { replace });
    },
    [slug, search, refreshNow, navigate],
  );

  // URL listeners: they only forward a changed query parameter to the machines.
  const seen = useRef({ searchQuery: query.searchQuery, range: query.range, from: query.from });
  useEffect(() => {
    if (seen.current.searchQuery === query.searchQuery && seen.current.range === query.range) return;
    seen.current.searchQuery = query.searchQuery;
    seen.current.range = query.range;
    tasks.send({ type: 'query.changed', query: { tenantId, searchQuery: query.searchQuery, range: query.range } });
  }, [query.searchQuery, query.range, tasks, tenantId]);
  useEffect(() => {
    if (seen.current.from === query.from) return;
    seen.current.from = query.from;
    if (query.from !== null) refreshNow(query.from);
  }, [query.from, refreshNow]);

  const tabs: TabLink[] = [
    tab(SECTION.tasks, customerDetailTexts.sections.tasks),
    tab(SECTION.properties, customerDetailTexts.sections.properties),
    { ...tab(SECTION.information, customerDetailTexts.sections.information), hideFrom: 'lg' },
    { ...tab(SECTION.activity, customerDetailTexts.sections.activity), hideFrom: 'xl' },
  ];
  function tab(section: SectionId, label: string): TabLink {
    return { key: String(section), label, href: hrefWith({ section, task: null, from: null }), current: query.section === section };
  }

  return (
    <Columns>
      <Column>
        <ProfileBlock slug={slug} customer={customer} detail={detail} notify={notify} onReload={requestRefresh} />
        <WideOnly $from="lg" as="section" aria-labelledby="customer-information-block">
          <BlockTitle id="customer-information-block">{customerDetailTexts.sections.information}</BlockTitle>
          <InformationList customer={customer} />
        </WideOnly>
      </Column>

      <Column>
        <Tabs label={customerDetailTexts.sectionsLabel} tabs={tabs} />
        <SectionCard>
          {query.section === SECTION.tasks && (
            <TasksSection
              tasks={tasks}
              searchQuery={query.searchQuery}
              range={query.range}
              newTaskHref={hrefWith({ task: 'new' })}
              taskHref={(taskId) => hrefWith({ task: taskId })}
              onSearch={(searchQuery) => go({ searchQuery, task: null }, true)}
              onRangeChange={(range) => go({ range, task: null, from: null })}
            />
          )}
          {query.section === SECTION.information && (
            <section aria-labelledby="customer-information-section">
              <BlockTitle id="customer-information-section">{customerDetailTexts.sections.information}</BlockTitle>
              <InformationList customer={customer} />
            </section>
          )}
          {query.section === SECTION.properties && <PropertiesSection />}
          {query.section === SECTION.events && <PlaceholderSection title={customerDetailTexts.sections.events} />}
          {query.section === SECTION.notes && <PlaceholderSection title={customerDetailTexts.sections.notes} />}
          {query.section === SECTION.activity && (
            <section aria-labelledby="customer-activity-section">
              <BlockTitle id="customer-activity-section">{customerDetailTexts.activityTitle}</BlockTitle>
              <ActivityList activities={activities} />
            </section>
          )}
        </SectionCard>
      </Column>

      <WideOnly $from="xl" as="aside" aria-labelledby="customer-activity-column">
        <BlockTitle id="customer-activity-column">{customerDetailTexts.activityTitle}</BlockTitle>
        <ActivityList activities={activities} />
      </WideOnly>

      {query.task !== null && (
        <TaskPanels
          key={query.task}
          taskId={query.task}
          tenantId={tenantId}
          slug={slug}
          notify={notify}
          onClose={() => go({ task: null })}
          onReload={requestRefresh}
          onNavigate={followMachine}
          refreshTasks={() => tasks.send({ type: 'list.refreshed' })}
        />
      )}
    </Columns>
  );
}
