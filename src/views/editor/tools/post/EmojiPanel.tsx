import { CategoryNav, Empty, List, LoadError, Loading, Root, Search, Viewport } from 'emoji-picker-react/primitives';
import es from 'emoji-picker-react/data/emojis-es';
import styled from 'styled-components';
import { emojiPickerLabels } from '../../../../i18n/editor-posts.ts';

/**
 * The Spanish dataset writes its categories in lower case ('personas y cuerpo') and the picker
 * capitalises every word ('Personas Y Cuerpo', issue 21 §10): Spanish capitalises the first only.
 */
const sentenceCase = (name: string): string => name.charAt(0).toLocaleUpperCase('es') + name.slice(1);
const spanishData = {
  ...es,
  categories: Object.fromEntries(Object.entries(es.categories).map(([key, category]) => [key, { ...category, name: sentenceCase(category.name) }])),
} as typeof es;

const Frame = styled.div`
  && .epr-category-label-appearance { text-transform: none; }
`;

/**
 * The emoji picker of the caption (spec 03 §2: organised in categories): emoji-picker-react's
 * primitives with its Spanish dataset and the device's own (native) emoji, so it never asks a CDN
 * for data or images and works offline. Its own chunk: CaptionField imports it lazily, when the
 * agent first opens the picker (the primitives entry does not drag in the English dataset).
 */
export default function EmojiPanel({ onEmoji }: { onEmoji: (emoji: string) => void }) {
  return (
    <Frame>
      <Root
        appearance="default"
        colorScheme="light"
        emojiData={spanishData}
        emojiStyle="native"
        labels={emojiPickerLabels}
        onEmojiClick={(data) => onEmoji(data.emoji)}
        style={{ width: '100%', height: 360 }}
      >
        <Search />
        <CategoryNav />
        <Viewport>
          <List />
          <Empty />
          <Loading />
          <LoadError />
        </Viewport>
      </Root>
    </Frame>
  );
}
