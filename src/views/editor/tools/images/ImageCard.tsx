import styled from 'styled-components';
import { imagesTexts as t } from '../../../../i18n/editor-media.ts';
import type { DraftImage } from '../../../../schema/property-draft.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select, type SelectOption } from '../../../ui/Select.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

export interface ImageCardProps {
  image: DraftImage;
  position: number;
  main: boolean;
  enviroments: readonly SelectOption[];
  saving: boolean;
  onEnviroment: (enviromentId: string | null) => void;
  onDelete: () => void;
}

/** One picture of the draft: the main badge, its environment, and 'Eliminar'. */
export function ImageCard({ image, position, main, enviroments, saving, onEnviroment, onDelete }: ImageCardProps) {
  const enviroment = image.propertyEnviroment;
  return (
    <Card>
      <img src={image.imageUrl} alt={t.alt(position, enviroment?.name ?? null)} loading="lazy" width={300} height={225} />
      {main && <Badge>{t.main}</Badge>}
      {enviroments.length > 0 && (
        <Select
          label={t.enviroment}
          value={enviroment?.propertyEnviromentId ?? ''}
          placeholder={t.noEnviroment}
          options={enviroments}
          disabled={saving}
          onValueChange={(value) => onEnviroment(value === '' ? null : value)}
        />
      )}
      <Button variant="secondary" onClick={onDelete} aria-label={t.deleteLabel(position)} disabled={saving} icon={saving ? <Spinner /> : undefined}>
        {t.delete}
      </Button>
    </Card>
  );
}
