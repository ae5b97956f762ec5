export { parseAmount, readAmount } from './parseAmount';
