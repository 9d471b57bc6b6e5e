import { typedBeforeHydration } from '@/components/forms/formDraft';

const rendered = { topic: 'general', reply: 'email', name: '', message: '' };

function preRenderedForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <select name="topic"><option value="general" selected>General</option><option value="product">Product</option></select>
    <input type="radio" name="reply" value="email" checked><input type="radio" name="reply" value="phone">
    <input name="name" value=""><textarea name="message"></textarea>
    <input type="hidden" name="kind" value="contact">
  </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('typedBeforeHydration', () => {
  it('finds nothing in a form as it was pre-rendered', () => {
    expect(typedBeforeHydration(preRenderedForm(), rendered)).toEqual({});
  });

  it('returns the fields the visitor changed, by name, and only the form state keys', () => {
    const form = preRenderedForm();
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Typed early';
    (form.querySelector('input[value="phone"]') as HTMLInputElement).checked = true;
    (form.elements.namedItem('topic') as HTMLSelectElement).value = 'product';
    expect(typedBeforeHydration(form, rendered)).toEqual({
      message: 'Typed early',
      reply: 'phone',
      topic: 'product',
    });
  });

  it('has nothing to read before the form exists', () => {
    expect(typedBeforeHydration(null, rendered)).toEqual({});
  });
});
