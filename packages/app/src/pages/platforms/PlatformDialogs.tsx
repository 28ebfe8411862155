import {
  platformLimits,
  platformOptions,
  platformPageTexts as labels,
  skillNameSchema,
  updatePlatformRequestSchema,
  type AdminPlatform,
  type AdminSkill,
  type PlatformWriteResponse,
} from '@cloudexperts/domain';
import { toFailure } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Form,
  Modal,
  Switch,
  TextArea,
  TextField,
} from '@cloudexperts/ui';
import { useState } from 'react';

type Platform = (typeof platformOptions)[number];

/** What a failed save says: the field's own message where the API named one, else the envelope's. */
export function failureOf(error: unknown): { message: string; fields: Record<string, string> } {
  const failure = toFailure(error);
  return { message: failure.message ?? labels.saveFailed, fields: { ...failure.fields } };
}

/** The first message of a field's check by the schema the API uses too. */
const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Edit a platform's label, description and whether it is offered (`PUT /admins/platforms/{key}`). */
export function EditPlatformDialog({
  platform,
  onClose,
  save,
}: {
  platform: AdminPlatform | null;
  onClose: () => void;
  save: (
    platform: AdminPlatform,
    body: { label: string; description: string; offered: boolean },
  ) => Promise<PlatformWriteResponse>;
}) {
  return (
    <Modal size="narrow" isOpen={platform !== null} onOpenChange={(open) => !open && onClose()} isDismissable={false}>
      {platform ? <PlatformForm platform={platform} onClose={onClose} save={save} /> : null}
    </Modal>
  );
}

function PlatformForm({
  platform,
  onClose,
  save,
}: {
  platform: AdminPlatform;
  onClose: () => void;
  save: (
    platform: AdminPlatform,
    body: { label: string; description: string; offered: boolean },
  ) => Promise<PlatformWriteResponse>;
}) {
  const [label, setLabel] = useState(platform.label);
  const [description, setDescription] = useState(platform.description);
  const [offered, setOffered] = useState(platform.offered);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const formId = `platform-form-${platform.key.replace(/\W+/g, '-')}`;

  const submit = () => {
    const parsed = updatePlatformRequestSchema.safeParse({ label, description, offered });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    save(platform, parsed.data).then(
      () => {
        setSaving(false);
        onClose();
      },
      (error: unknown) => {
        setSaving(false);
        const failed = failureOf(error);
        setErrors(failed.fields);
        setFailure(failed.message);
      },
    );
  };

  return (
    <Dialog
      title={labels.editPlatform(platform.label)}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} isPending={saving}>
            {labels.save}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <TextField
          label={labels.label}
          value={label}
          onChange={(value) => {
            setLabel(value);
            setErrors((current) => ({ ...current, label: undefined }));
          }}
          maxLength={platformLimits.labelMaxLength}
          isRequired
          isInvalid={errors.label !== undefined}
          errorMessage={errors.label}
          isReadOnly={saving}
        />
        <TextArea
          label={labels.description}
          value={description}
          onChange={(value) => {
            setDescription(value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
          maxLength={platformLimits.descriptionMaxLength}
          rows={3}
          isInvalid={errors.description !== undefined}
          errorMessage={errors.description}
          isReadOnly={saving}
        />
        <Switch isSelected={offered} onChange={setOffered} isReadOnly={saving}>
          {labels.offered}
        </Switch>
      </Form>
    </Dialog>
  );
}

/** The platforms a skill belongs to, as checkboxes by label, in the platforms' order. */
export function PlatformChoice({
  platforms,
  value,
  onChange,
  isDisabled,
  label = labels.skillPlatforms,
}: {
  platforms: readonly AdminPlatform[];
  value: readonly Platform[];
  onChange: (value: Platform[]) => void;
  isDisabled?: boolean;
  label?: string;
}) {
  return (
    <CheckboxGroup
      label={label}
      description={labels.skillPlatformsHint}
      value={[...value]}
      onChange={(next) => onChange(platformOptions.filter((key) => next.includes(key)))}
      isDisabled={isDisabled}
    >
      {platforms.map((platform) => (
        <Checkbox key={platform.key} value={platform.key}>
          {platform.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Rename a skill and choose its platforms (`PATCH /admins/skills/{id}`). */
export function EditSkillDialog({
  skill,
  platforms,
  onClose,
  save,
}: {
  skill: AdminSkill | null;
  platforms: readonly AdminPlatform[];
  onClose: () => void;
  save: (skill: AdminSkill, body: { name?: string; platforms: Platform[] }) => Promise<PlatformWriteResponse>;
}) {
  return (
    <Modal size="narrow" isOpen={skill !== null} onOpenChange={(open) => !open && onClose()} isDismissable={false}>
      {skill ? <SkillForm skill={skill} platforms={platforms} onClose={onClose} save={save} /> : null}
    </Modal>
  );
}

function SkillForm({
  skill,
  platforms,
  onClose,
  save,
}: {
  skill: AdminSkill;
  platforms: readonly AdminPlatform[];
  onClose: () => void;
  save: (skill: AdminSkill, body: { name?: string; platforms: Platform[] }) => Promise<PlatformWriteResponse>;
}) {
  const [name, setName] = useState(skill.name);
  const [chosen, setChosen] = useState<Platform[]>(skill.platforms);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const formId = `skill-form-${String(skill.id)}`;

  const submit = () => {
    const parsed = skillNameSchema.safeParse(name);
    const problem = messageOf(parsed);
    if (problem !== undefined || !parsed.success) {
      setError(problem);
      return;
    }
    setSaving(true);
    setFailure(undefined);
    save(skill, { ...(parsed.data === skill.name ? {} : { name: parsed.data }), platforms: chosen }).then(
      () => {
        setSaving(false);
        onClose();
      },
      (caught: unknown) => {
        setSaving(false);
        const failed = failureOf(caught);
        setError(failed.fields.name);
        setFailure(failed.message);
      },
    );
  };

  return (
    <Dialog
      title={labels.renameSkill(skill.name)}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={saving}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} isPending={saving}>
            {labels.save}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <TextField
          label={labels.skillName}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          maxLength={platformLimits.skillNameMaxLength}
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
          isReadOnly={saving}
        />
        <PlatformChoice platforms={platforms} value={chosen} onChange={setChosen} isDisabled={saving} />
      </Form>
    </Dialog>
  );
}
