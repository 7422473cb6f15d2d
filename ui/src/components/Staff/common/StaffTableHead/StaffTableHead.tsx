export type StaffTableHeadProps = {
  /** The columns' headings, in order. */
  columns: readonly string[];
};

/** The head of a staff table: a row with a heading per column (`scope="col"`); each table styles its own. */
export function StaffTableHead({ columns }: StaffTableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
