/** Entry for loading the dialog on demand: `React.lazy(() => import('@broker/ui/components/PrequalificationModal'))`. */
export { PrequalificationModal, PrequalificationModal as default, SUCCESS_CLOSE_MS } from './PrequalificationModal';
export type { PrequalificationCopy, PrequalificationModalProps } from './PrequalificationModal';
