/** A request as the handlers see it, whatever server received it. */
export interface HandlerRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Raw text or bytes (preferred: the handler parses and measures it), or an already-parsed value. */
  body?: unknown;
  /** The client's address as the receiving server saw it (the socket's). */
  ip?: string;
  /** The scheme of the connection the receiving server accepted, when it knows it. */
  protocol?: 'http' | 'https';
}

export interface HandlerResponse {
  status: number;
  headers: Record<string, string>;
  /** Serialised JSON. */
  body: string;
}

export type Handler = (request: HandlerRequest) => Promise<HandlerResponse>;
