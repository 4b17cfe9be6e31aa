/** The switches are kept in this browser: no call stores them. */
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CardSection } from '../../components/CardSection';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { CheckField } from '../../components/form';
import { usePageTitle } from '../../lib/usePageTitle';
import { readSettings, saveSettings, type CustomerSettings } from './settingsStore';
import { useProfile } from './useProfile';

export default function SettingsPage() {
  usePageTitle('Settings');
  const profile = useProfile();
  const { hash } = useLocation();
  const [initial] = useState(readSettings);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (hash === '#notifications') document.getElementById('notifications')?.scrollIntoView?.();
  }, [hash]);

  return (
    <div className="container py-4" style={{ maxWidth: 820 }}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0">Settings</h1>
        <Link to="/dashboard" className="btn btn-outline-primary">
          Back to Dashboard
        </Link>
      </div>

      <CardSection id="account-title" title="Account" className="mb-4" headingClassName="h5">
        <p className="mb-1">
          {profile.name} · {profile.email} · {profile.phone}
        </p>
        <p className="small text-body-secondary mb-0">
          To change your name, phone or address, contact support; online editing is not available yet.
        </p>
      </CardSection>

      <Formik<CustomerSettings>
        initialValues={initial}
        onSubmit={(values, helpers) => {
          const saved = saveSettings(values);
          setNotice(
            saved
              ? { variant: 'success', text: 'Settings saved in this browser.' }
              : { variant: 'danger', text: 'Your browser did not let us save the settings.' },
          );
          if (saved) helpers.resetForm({ values });
        }}
      >
        {({ dirty }) => (
          <Form noValidate aria-label="Notification and privacy settings">
            <p className="small text-body-secondary">
              These choices are kept in this browser only and apply on this device.
            </p>
            <div id="notifications">
              <CardSection id="notifications-title" title="Notifications" className="mb-4">
                <CheckField switch name="bookingUpdates" label="Booking updates by e-mail" />
                <CheckField switch name="smsAlerts" label="SMS alerts when a professional is on the way" />
                <CheckField switch name="whatsappReminders" label="WhatsApp reminders a day before a visit" />
                <CheckField switch name="offers" label="Offers and discount codes" className="mb-0" />
              </CardSection>
            </div>
            <CardSection id="privacy-title" title="Privacy" className="mb-4">
              <CheckField switch name="showNameToProfessionals" label="Show my full name to assigned professionals" />
              <CheckField
                switch
                name="shareUsageData"
                label="Share anonymous usage data to improve HomeEase"
                className="mb-0"
              />
            </CardSection>
            <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />
            <button type="submit" className="btn btn-primary" disabled={!dirty}>
              Save Settings
            </button>
          </Form>
        )}
      </Formik>
    </div>
  );
}
