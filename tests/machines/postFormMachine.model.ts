import { postFormMachine, type PostFormContext, type PostFormInput } from '../../src/machines/postFormMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

export const INSTAGRAM: PostFormInput = { network: 'instagram' };
export const FACEBOOK: PostFormInput = { network: 'facebook' };

export const model: MachineModel<typeof postFormMachine> = {
  name: 'postFormMachine',
  machine: postFormMachine,
  input: INSTAGRAM,
  inputs: { instagram: INSTAGRAM, facebook: FACEBOOK },
  events: [
    { type: 'image.toggled', imageId: 'image-1' },
    { type: 'caption.changed', value: 'Casa con vista al mar 🌊' },
    { type: 'caption.changed', value: '' },
    { type: 'hashtag.typed', value: '#casa #playa' },
    { type: 'hashtag.added' },
    { type: 'hashtag.removed', tag: 'casa' },
    { type: 'page.toggled', pageId: 'page-1' },
    { type: 'form.submitted' },
    { type: 'save.succeeded' },
    { type: 'save.failed' },
    { type: 'form.cleared' },
  ],
  // What `isValid` reads: whether images, a caption and (Facebook) pages are there; what
  // `savedAllTyped` reads (issue 21): an edit since the save was asked, hashtag text not added.
  serializeState: (snapshot) => {
    const { network, values, hashtagText, edits, submittedEdits } = snapshot.context as PostFormContext;
    return stateKey(snapshot, {
      network,
      images: values.imagesIds.length > 0,
      caption: values.caption.trim() !== '',
      pages: values.pagesIds.length > 0,
      edited: submittedEdits !== null && submittedEdits !== edits,
      hashtagText: hashtagText.trim() !== '',
    });
  },
  effects: ['save', 'rememberTyped', 'forgetTyped'],
};
