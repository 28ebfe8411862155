import { changePasswordLabels, verifyPhoneLabels } from '@cloudexperts/domain';
import { ChangePassword, SecurityQuestion, useApi, VerifyPhone } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  StatusTag,
} from '@cloudexperts/ui';
import { useState, type ReactNode } from 'react';
import { AccountDetails } from './AccountDetails.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './account.css.ts';
import { failureMessage } from './failureMessage.ts';
import { accountLabels } from './labels.ts';
import { Sessions } from './Sessions.tsx';
import { NotificationSettingsSection } from '../settings/NotificationSettings.tsx';
import { PaymentSettingsSection } from '../settings/PaymentSettings.tsx';
import { useLastData } from './useLastData.ts';

const labels = accountLabels.settings;
const CURRENT_USER = 'current user';

/** One setting: what it is, where it stands, and the button that opens its flow. */
function SettingCard({
  title,
  status,
  text,
  action,
  children,
}: {
  title: string;
  status?: ReactNode;
  text: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" padding="lg">
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
        {status}
      </CardHeader>
      <CardBody>
        <p className={styles.text}>{text}</p>
        {children}
      </CardBody>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}

type Open = 'password' | 'question' | 'phone' | null;

/**
 * /settings (spec document 1, section 2, "Other modals in this area"): the signed-in user's details
 * (`GET /current_user_details`) and their edit form (`AccountDetails`), and the three account flows: Change Password ("all devices must
 * sign in again"), Security Question and Verify phone; then the signed-in devices. A flow that changes the details (a question
 * added, a phone verified) loads them again; the page keeps showing the last ones meanwhile.
 */
export function Settings() {
  usePageTitle(labels.title);
  const api = useApi();
  const { resource, retry } = useResource(CURRENT_USER, (signal) => api.currentUser({ signal }));
  const user = useLastData(resource, CURRENT_USER);
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const onOpenChange = (flow: Exclude<Open, null>) => (isOpen: boolean) => {
    setOpen(isOpen ? flow : null);
  };

  let content;
  if (user) {
    content = (
      <>
        {resource.status === 'error' ? (
          <Banner tone="error" title={labels.refreshFailed}>
            {failureMessage(resource.error)}{' '}
            <Button size="sm" variant="secondary" onPress={retry} isPending={resource.isRetrying}>
              {accountLabels.retry}
            </Button>
          </Banner>
        ) : null}
        {saved ? <Banner tone="success" title={saved} /> : null}
        <AccountDetails
          user={user}
          onSaved={(message) => {
            setSaved(message);
            retry();
          }}
        />
        <SettingCard
          title={labels.passwordTitle}
          text={labels.passwordText}
          action={
            <Button variant="secondary" onPress={() => setOpen('password')}>
              {changePasswordLabels.title}
            </Button>
          }
        >
          <ChangePassword isOpen={open === 'password'} onOpenChange={onOpenChange('password')} userId={user.id} />
        </SettingCard>
        <SettingCard
          title={labels.questionTitle}
          status={
            <StatusTag tone={user.is_security_ques_added ? 'success' : 'warning'}>
              {user.is_security_ques_added ? labels.questionAdded : labels.questionMissing}
            </StatusTag>
          }
          text={labels.questionText}
          action={
            <Button variant="secondary" onPress={() => setOpen('question')}>
              {user.is_security_ques_added ? labels.changeQuestion : labels.addQuestion}
            </Button>
          }
        >
          <SecurityQuestion isOpen={open === 'question'} onOpenChange={onOpenChange('question')} onSaved={retry} />
        </SettingCard>
        <SettingCard
          title={labels.phoneTitle}
          status={
            user.phone_number ? (
              <StatusTag tone={user.phone_verified ? 'success' : 'warning'}>
                {user.phone_verified ? labels.verified : labels.notVerified}
              </StatusTag>
            ) : undefined
          }
          text={labels.phoneText}
          action={
            <Button variant="secondary" onPress={() => setOpen('phone')}>
              {verifyPhoneLabels.title}
            </Button>
          }
        >
          <VerifyPhone
            isOpen={open === 'phone'}
            onOpenChange={onOpenChange('phone')}
            onDone={(output) => {
              if (output.result === 'verified') retry();
            }}
          />
        </SettingCard>
        <Sessions />
        <NotificationSettingsSection />
        <PaymentSettingsSection role={user.role} />
      </>
    );
  } else if (resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.loadFailed}
        message={failureMessage(resource.error)}
        onRetry={retry}
        retryLabel={accountLabels.retry}
        isRetrying={resource.isRetrying}
      />
    );
  } else {
    content = (
      <SkeletonGroup label={labels.loading}>
        <Skeleton shape="rectangle" height="10rem" />
        <Skeleton shape="rectangle" height="8rem" />
        <Skeleton shape="rectangle" height="8rem" />
      </SkeletonGroup>
    );
  }

  return (
    <div className={styles.wide}>
      <h1 className={styles.title}>{labels.title}</h1>
      <div className={styles.cards}>{content}</div>
    </div>
  );
}
