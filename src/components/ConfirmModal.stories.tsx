import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmModal } from './ConfirmModal';

/** The yes/no dialog of deletions and logout, opened here by the button that asks for it. */
const meta = {
  title: 'Shared components/ConfirmModal',
  component: ConfirmModal,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 320 } } },
  args: {
    show: false,
    title: 'Delete subcategory',
    children: 'Delete "Sofa Cleaning"? This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: function Render(args) {
    const [show, setShow] = useState(args.show);
    return (
      <>
        <button type="button" className="btn btn-outline-danger" onClick={() => setShow(true)}>
          Delete Sofa Cleaning
        </button>
        <ConfirmModal
          {...args}
          show={show}
          onConfirm={() => {
            args.onConfirm();
            setShow(false);
          }}
          onCancel={() => {
            args.onCancel();
            setShow(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Sofa Cleaning' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete subcategory' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Sofa Cleaning' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Delete subcategory' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
