import type { TableColumnsType } from 'antd';
import type { Entry, FieldDescription, ListDescription } from '../configurationTypes';
import { emptyCell, formatFieldValue } from '../fieldDisplay';
import { DefaultCell } from './DefaultCell';
import { EntryRowActions } from './EntryRowActions';
import { ReferenceName } from './ReferenceName';
import { StatusTag } from '@/shared/StatusTag';

export interface EntryColumnsOptions {
  list: ListDescription;
  canEdit: boolean;
  onEdit: (entry: Entry) => void;
}

function fieldColumn(field: FieldDescription): TableColumnsType<Entry>[number] {
  return {
    key: field.name,
    title: field.label,
    render: (_, entry) => {
      const value = entry[field.name] ?? null;
      if (field.type !== 'reference') return formatFieldValue(field, value);
      return <ReferenceName list={field.list} id={typeof value === 'number' ? value : null} />;
    },
  };
}

/** The table's columns, drawn from the list's description; sortable keys are the server's sort fields. */
export function entryColumns({ list, canEdit, onEdit }: EntryColumnsOptions): TableColumnsType<Entry> {
  return [
    ...(list.hasCode
      ? [
          {
            key: 'code',
            title: 'Code',
            sorter: true,
            render: (_: unknown, entry: Entry) => entry.code || emptyCell,
          },
        ]
      : []),
    { key: 'name', title: list.nameLabel, dataIndex: 'name', sorter: true },
    ...list.fields.map(fieldColumn),
    { key: 'sortOrder', title: 'Order', dataIndex: 'sortOrder', sorter: true },
    {
      key: 'status',
      title: 'Status',
      sorter: true,
      render: (_, entry) => <StatusTag status={entry.status} />,
    },
    ...(list.hasDefault
      ? [
          {
            key: 'default',
            title: 'Default',
            render: (_: unknown, entry: Entry) => <DefaultCell list={list} entry={entry} canEdit={canEdit} />,
          },
        ]
      : []),
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, entry: Entry) => (
              <EntryRowActions list={list} entry={entry} onEdit={onEdit} />
            ),
          },
        ]
      : []),
  ];
}
