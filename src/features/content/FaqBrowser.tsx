import { useId, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router-dom';
import type { FaqItem, FaqTopic } from '../../content/pages/types';

interface FaqBrowserProps {
  topics: FaqTopic[];
  /** The heading level of each question, one below the section it sits in. */
  questionLevel?: 'h2' | 'h3';
  /** Shows the search box that filters the questions of every tab. */
  searchable?: boolean;
}

/** A topic's questions, each keyed for the accordion and naming its topic (shown among search results). */
const listed = (topic: FaqTopic) =>
  topic.items.map((item, index) => ({ ...item, key: `${topic.id}-${index}`, topic: topic.label }));

const matches = (item: FaqItem, needle: string) =>
  item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle);

/** One answer open at a time, across the tabs too. With `searchable`, typing replaces the tabs by the matches. */
export function FaqBrowser({ topics, questionLevel = 'h3', searchable = false }: FaqBrowserProps) {
  const id = useId();
  const [tab, setTab] = useState<string>(topics[0]?.id ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();

  const questions = (items: ReturnType<typeof listed>) => (
    <Accordion activeKey={open} onSelect={(key) => setOpen(typeof key === 'string' ? key : null)}>
      {items.map((item) => (
        <Accordion.Item key={item.key} eventKey={item.key}>
          <Accordion.Header as={questionLevel}>{item.question}</Accordion.Header>
          <Accordion.Body>
            {item.answer}
            {needle && <p className="small text-body-secondary mt-2 mb-0">Topic: {item.topic}</p>}
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
  const found = needle ? topics.flatMap(listed).filter((item) => matches(item, needle)) : [];

  return (
    <div>
      {searchable && (
        <div className="mb-4" role="search">
          <label htmlFor={`${id}-search`} className="form-label fw-semibold">
            Search questions
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder="e.g. refund, reschedule, warranty"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className="small text-body-secondary mt-2 mb-0" role="status">
            {needle &&
              (found.length
                ? `${found.length} ${found.length === 1 ? 'question matches' : 'questions match'} “${query.trim()}” in all topics.`
                : `No questions match “${query.trim()}”.`)}
          </p>
        </div>
      )}
      {needle ? (
        found.length ? (
          questions(found)
        ) : (
          <p>
            Try other words, or <Link to="/contact">send us your question</Link>.
          </p>
        )
      ) : (
        <Tabs id={`${id}-tabs`} activeKey={tab} onSelect={(key) => key && setTab(key)} className="mb-3">
          {topics.map((topic) => (
            <Tab key={topic.id} eventKey={topic.id} title={topic.label}>
              {questions(listed(topic))}
            </Tab>
          ))}
        </Tabs>
      )}
    </div>
  );
}
