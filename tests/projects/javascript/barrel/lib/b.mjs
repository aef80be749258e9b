export const b = 'B';
export default 'C';
