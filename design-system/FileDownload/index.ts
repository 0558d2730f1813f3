export { saveTextFile, type SaveFile } from './saveTextFile';
