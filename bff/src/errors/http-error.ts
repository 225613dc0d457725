/** What an error becomes on the wire: a status, the message of the body, optional headers. */
export interface HttpError {
  status: number;
  message: string;
  headers?: Record<string, string>;
}
