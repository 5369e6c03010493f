import type { Tenant, TenantType } from '../../../schema/tenant.ts';
import { customerLabels } from '../../../i18n/customers.ts';

/** Pure pieces of the customer view's text and links (spec 02 §2.3). */

/** 3 stars for a lead, 2 for a customer, 1 for a contact. */
export const starsFor = (type: TenantType): number => 4 - type;

/** Mensaje: a chat on WhatsApp with the full number (country code included, digits only). */
export const chatHref = (fullNumber: string): string => `https://wa.me/${fullNumber.replace(/\D/g, '')}`;

/** The avatar keeps its address (named after the tenant id): the record's date tells a new picture from a cached one. */
export const avatarSrc = ({ avatarUrl, updatedAt }: Pick<Tenant, 'avatarUrl' | 'updatedAt'>): string | null =>
  avatarUrl === null ? null : `${avatarUrl}${avatarUrl.includes('?') ? '&' : '?'}v=${encodeURIComponent(updatedAt)}`;

/** The document as 'V-12345678', or null without one. */
export const documentText = (customer: Pick<Tenant, 'documentType' | 'documentNumber'>): string | null =>
  customer.documentType !== null && customer.documentNumber
    ? `${customerLabels.documentType[customer.documentType]}-${customer.documentNumber}`
    : null;

/** '+' and the full number, or null without one. */
export const phoneText = (customer: Pick<Tenant, 'phoneNumber'>): string | null =>
  customer.phoneNumber.fullNumber ? `+${customer.phoneNumber.fullNumber}` : null;
