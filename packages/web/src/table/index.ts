/** The one table, for any page that hosts it with a driver of its own: `<Table driver={…} onLeave={…} />`. */
export { Table, type TableProps } from './Table';
export { useTable, type TableControl } from './useTable';
