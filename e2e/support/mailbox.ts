import type { APIRequestContext } from '@playwright/test';

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
};

/** The server's local mailbox (GET /mailbox/messages.json), where mail goes without SMTP. */
export class Mailbox {
  constructor(private readonly request: APIRequestContext) {}

  async messages(): Promise<MailboxMessage[]> {
    const response = await this.request.get('/mailbox/messages.json');
    if (!response.ok()) throw new Error(`GET /mailbox/messages.json: ${response.status()}`);
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  }

  /** Messages to an address, newest first. */
  async to(address: string): Promise<MailboxMessage[]> {
    return (await this.messages()).filter((m) => m.to === address.toLowerCase());
  }

  /**
   * The link of the newest message to an address (whose subject matches, if given), waiting a
   * little for it to arrive.
   */
  async latestLink(address: string, subject?: RegExp, timeoutMs = 5_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = (await this.to(address)).find((m) => !subject || subject.test(m.subject));
      const link = message?.links[0];
      if (link) return link;
      if (Date.now() > deadline) {
        throw new Error(`No mail${subject ? ` matching ${subject}` : ''} to ${address}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
