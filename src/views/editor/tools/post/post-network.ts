import type { PostNetwork } from '../../../../machines/forms/post-form.ts';
import { MEDIA_PROVIDER_TYPE } from '../../../../schema/media-provider.ts';
import type { PropertyDraft } from '../../../../schema/property-draft.ts';
import { editorToasts } from '../../../../i18n/editor-toasts.ts';
import type { PostNetworkName } from '../../../../i18n/editor-posts.ts';

/** What differs between the Instagram and the Facebook post tool: everything else is shared. */
export interface PostNetworkInfo {
  readonly network: PostNetwork;
  readonly name: PostNetworkName;
  /** MediaProvider.type of the network (spec 03 §3). */
  readonly providerType: typeof MEDIA_PROVIDER_TYPE.Instagram | typeof MEDIA_PROVIDER_TYPE.Facebook;
  /** The editor's save key: the save and the delete of one post never overlap. */
  readonly saveKey: 'instagram' | 'facebook';
  readonly deletedToast: string;
  readonly savedPost: (draft: PropertyDraft) => PropertyDraft['instagramPost'] | PropertyDraft['facebookPost'];
}

export const POST_NETWORKS: Readonly<Record<PostNetwork, PostNetworkInfo>> = {
  instagram: {
    network: 'instagram',
    name: 'Instagram',
    providerType: MEDIA_PROVIDER_TYPE.Instagram,
    saveKey: 'instagram',
    deletedToast: editorToasts.instagramPostDeleted,
    savedPost: (draft) => draft.instagramPost,
  },
  facebook: {
    network: 'facebook',
    name: 'Facebook',
    providerType: MEDIA_PROVIDER_TYPE.Facebook,
    saveKey: 'facebook',
    deletedToast: editorToasts.facebookPostDeleted,
    savedPost: (draft) => draft.facebookPost,
  },
};
