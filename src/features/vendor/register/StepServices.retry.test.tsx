/** Step 4's 'Try again' (SPEC §7): the route's loader reads the service lists anew. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetScenario, setScenario } from '../../../../mocks/scenarios';
import { renderRoute } from '../../../test/renderRoute';
import * as registerData from './register.data';
import VendorRegisterPage from './VendorRegisterPage';
import { EMPTY_WIZARD, WIZARD_STORAGE_KEY, type WizardDraft } from './wizardModel';

describe('step 4 lists', () => {
  it('a failed read offers Try again, which reads them again through the route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const draft: WizardDraft = {
      step: 4,
      otp: { sent: true, verified: true, resendAt: null },
      values: { ...EMPTY_WIZARD, firstName: 'Deepak', lastName: 'Verma', email: 'deepak@example.in' },
    };
    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
    setScenario({ name: 'offline', endpoint: 'listCategories' });
    const { user } = renderRoute(<VendorRegisterPage />, {
      path: '/registervendor',
      pattern: '/registervendor',
      data: registerData,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of services could not be loaded.');

    resetScenario();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.querySelector('[aria-label="Services to choose from"]')).toBeTruthy());
    expect(screen.queryByText('The list of services could not be loaded.')).not.toBeInTheDocument();
  });
});
