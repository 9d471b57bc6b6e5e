/** Links that carry a form's message to the mail app or a chat, for sending without the endpoint. */
export function mailtoHref(to: string, subject: string, body: string): string {
  // RFC 6068: line breaks in a mailto body are written %0D%0A.
  const encodedBody = encodeURIComponent(body).replace(/%0A/g, '%0D%0A');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodedBody}`;
}

export function telegramTextHref(handle: string, text: string): string {
  return `https://t.me/${handle}?text=${encodeURIComponent(text)}`;
}
