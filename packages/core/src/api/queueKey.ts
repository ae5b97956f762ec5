/**
 * The localStorage key of submissions waiting to be resent. Its own module, so a page can check for
 * waiting submissions without loading the queue.
 */
export const SUBMISSION_QUEUE_KEY = 'broker.pendingSubmissions.v1';
