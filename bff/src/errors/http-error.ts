/** What an error becomes on the wire: a status, the message of the body, optional headers. */
export interface HttpError {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** A resource that lives at another address now: answered 301 with its Location. */
export class MovedPermanently extends Error {
  constructor(readonly location: string) {
    super(`Moved permanently to ${location}`);
    this.name = 'MovedPermanently';
  }
}
