import {
  platformLimits,
  platformOptions,
  platformPageTexts as labels,
  skillNameSchema,
  type AdminPlatform,
  type AdminPlatforms,
  type AdminSkill,
  type PlatformWriteResponse,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  AlertDialog,
  Badge,
  Button,
  EmptyState,
  Form,
  IconButton,
  SearchField,
  StatusTag,
  Switch,
  TextField,
  toast,
} from '@cloudexperts/ui';
import { useState } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { EditPlatformDialog, EditSkillDialog, failureOf, PlatformChoice } from './PlatformDialogs.tsx';
import { PlatformChanges } from './PlatformChanges.tsx';
import * as styles from './platforms.css.ts';
import { forgetPlatforms } from '../../site/usePlatforms.ts';

type Platform = (typeof platformOptions)[number];

/** The six in their order, each with a Move up, a Move down and an Edit. */
function PlatformList({
  catalogue,
  busy,
  onMove,
  onEdit,
}: {
  catalogue: AdminPlatforms;
  busy: boolean;
  onMove: (key: Platform, by: -1 | 1) => void;
  onEdit: (platform: AdminPlatform) => void;
}) {
  const { platforms, skills } = catalogue;
  return (
    <ol className={styles.list} aria-label={labels.platformList}>
      {platforms.map((platform, index) => {
        const count = skills.filter(
          (skill) => skill.retired_at === null && skill.platforms.includes(platform.key),
        ).length;
        return (
          <li key={platform.key} className={styles.row}>
            <div className={styles.rowMain}>
              <h3 className={styles.rowTitle}>
                <span className={styles.position} aria-hidden="true">
                  {index + 1}.
                </span>
                {platform.label}
                <StatusTag tone={platform.offered ? 'success' : 'warning'}>
                  {platform.offered ? labels.offeredYes : labels.offeredNo}
                </StatusTag>
              </h3>
              {platform.description ? <p className={styles.muted}>{platform.description}</p> : null}
              <p className={styles.small}>{labels.skillsCount(count)}</p>
            </div>
            <div className={styles.actions}>
              <IconButton
                icon="arrowUp"
                variant="ghost"
                size="sm"
                label={labels.moveUp(platform.label)}
                isDisabled={busy || index === 0}
                onPress={() => onMove(platform.key, -1)}
              />
              <IconButton
                icon="arrowDown"
                variant="ghost"
                size="sm"
                label={labels.moveDown(platform.label)}
                isDisabled={busy || index === platforms.length - 1}
                onPress={() => onMove(platform.key, 1)}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={labels.editPlatform(platform.label)}
                onPress={() => onEdit(platform)}
              >
                {labels.edit}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Add a skill: its name and the platforms it belongs to (`POST /admins/skills`). */
function AddSkill({
  platforms,
  add,
}: {
  platforms: readonly AdminPlatform[];
  add: (body: { name: string; platforms: Platform[] }) => Promise<PlatformWriteResponse>;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Platform[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = () => {
    const parsed = skillNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    add({ name: parsed.data, platforms: chosen }).then(
      () => {
        setSaving(false);
        setName('');
        setChosen([]);
      },
      (caught: unknown) => {
        setSaving(false);
        const failed = failureOf(caught);
        setError(failed.fields.name ?? failed.message);
      },
    );
  };
  return (
    <Form
      className={styles.addForm}
      validationBehavior="aria"
      aria-label={labels.addSkill}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
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
      <div className={styles.formEnd}>
        <Button type="submit" isPending={saving}>
          {labels.addSkill}
        </Button>
      </div>
    </Form>
  );
}

function SkillRow({
  skill,
  platforms,
  onEdit,
  onRetire,
  onRestore,
}: {
  skill: AdminSkill;
  platforms: readonly AdminPlatform[];
  onEdit: () => void;
  onRetire: () => void;
  onRestore: () => void;
}) {
  const retired = skill.retired_at !== null;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {skill.name}
          {retired ? <StatusTag tone="neutral">{labels.retiredBadge}</StatusTag> : null}
        </p>
        <div className={styles.tags}>
          {skill.platforms.length === 0 ? (
            <Badge tone="info">{labels.noPlatform}</Badge>
          ) : (
            skill.platforms.map((key) => (
              <Badge key={key}>{platforms.find((platform) => platform.key === key)?.label ?? key}</Badge>
            ))
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" aria-label={labels.editSkill(skill.name)} onPress={onEdit}>
          {labels.edit}
        </Button>
        {retired ? (
          <Button variant="secondary" size="sm" aria-label={labels.restoreSkill(skill.name)} onPress={onRestore}>
            {labels.restore}
          </Button>
        ) : (
          <Button variant="danger" size="sm" aria-label={labels.retireSkill(skill.name)} onPress={onRetire}>
            {labels.retire}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /platforms (spec document 2, section 2: "platforms"; issue 19): the six platforms (label,
 * description, order, offered for new input) and every skill (add, rename, attach to platforms,
 * retire after a confirmation, restore), each save announced by a toast; below, who changed what.
 */
export function PlatformsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { resource, retry } = useResource('admin platforms', (signal) => api.adminPlatforms({ signal }));
  const [saved, setSaved] = useState<AdminPlatforms | undefined>();
  const [version, setVersion] = useState(0);
  const [moving, setMoving] = useState(false);
  const [editingPlatform, setEditingPlatform] = useState<AdminPlatform | null>(null);
  const [editingSkill, setEditingSkill] = useState<AdminSkill | null>(null);
  const [retiring, setRetiring] = useState<{ skill: AdminSkill; pending: boolean } | null>(null);
  const [filter, setFilter] = useState('');
  const [showRetired, setShowRetired] = useState(false);

  const catalogue = saved ?? (resource.status === 'ready' ? resource.data : undefined);

  /** A write's answer: the catalogue as it now is, the toast, the Recent changes reloaded. */
  const done = (answer: PlatformWriteResponse) => {
    // The app's other pages (the admin's jobs filter) load the new labels and order next time.
    forgetPlatforms(api);
    setSaved({ platforms: answer.platforms, skills: answer.skills });
    setVersion((current) => current + 1);
    toast.success(answer.message);
    return answer;
  };

  const move = (key: Platform, by: -1 | 1) => {
    if (!catalogue) return;
    const order = catalogue.platforms.map((platform) => platform.key);
    const from = order.indexOf(key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to] as Platform, order[from] as Platform];
    setMoving(true);
    api.reorderPlatforms({ body: { order } }).then(
      (answer) => {
        setMoving(false);
        done(answer);
      },
      (error: unknown) => {
        setMoving(false);
        toast.error(failureOf(error).message);
      },
    );
  };

  const setRetired = async (skill: AdminSkill, retired: boolean) =>
    done(await api.updateSkill({ params: { id: skill.id }, body: { retired } }));

  const confirmRetire = (skill: AdminSkill) => {
    setRetiring({ skill, pending: true });
    setRetired(skill, true).then(
      () => setRetiring(null),
      (error: unknown) => {
        toast.error(failureOf(error).message);
        setRetiring({ skill, pending: false });
      },
    );
  };

  const shownSkills = (catalogue?.skills ?? []).filter(
    (skill) =>
      (showRetired || skill.retired_at === null) && skill.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </header>
      {!catalogue ? (
        <ListFallback resource={resource} retry={retry} labels={labels} />
      ) : (
        <>
          <section aria-labelledby="platforms-title" className={styles.section}>
            <h2 id="platforms-title" className={styles.sectionTitle}>
              {labels.platformsHeading}
            </h2>
            <PlatformList catalogue={catalogue} busy={moving} onMove={move} onEdit={setEditingPlatform} />
          </section>

          <section aria-labelledby="skills-title" className={styles.section}>
            <h2 id="skills-title" className={styles.sectionTitle}>
              {labels.skillsHeading}
            </h2>
            <div className={styles.panel}>
              <h3 className={styles.panelTitle}>{labels.addSkill}</h3>
              <AddSkill platforms={catalogue.platforms} add={async (body) => done(await api.createSkill({ body }))} />
            </div>
            {catalogue.skills.length === 0 ? (
              <EmptyState icon="info" title={labels.noSkills} headingLevel={3} />
            ) : (
              <>
                <div className={styles.toolbar}>
                  <SearchField label={labels.filterSkills} value={filter} onChange={setFilter} />
                  <Switch isSelected={showRetired} onChange={setShowRetired}>
                    {labels.showRetired}
                  </Switch>
                </div>
                {shownSkills.length === 0 ? (
                  <p className={styles.muted} role="status">
                    {labels.noSkillMatch}
                  </p>
                ) : (
                  <ul className={styles.list} aria-label={labels.skillList}>
                    {shownSkills.map((skill) => (
                      <SkillRow
                        key={skill.id}
                        skill={skill}
                        platforms={catalogue.platforms}
                        onEdit={() => setEditingSkill(skill)}
                        onRetire={() => setRetiring({ skill, pending: false })}
                        onRestore={() => {
                          setRetired(skill, false).catch((error: unknown) => toast.error(failureOf(error).message));
                        }}
                      />
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>

          <EditPlatformDialog
            platform={editingPlatform}
            onClose={() => setEditingPlatform(null)}
            save={async (platform, body) => done(await api.updatePlatform({ params: { key: platform.key }, body }))}
          />
          <EditSkillDialog
            skill={editingSkill}
            platforms={catalogue.platforms}
            onClose={() => setEditingSkill(null)}
            save={async (skill, body) => done(await api.updateSkill({ params: { id: skill.id }, body }))}
          />
          <AlertDialog
            isOpen={retiring !== null}
            onOpenChange={(open) => {
              if (!open) setRetiring(null);
            }}
            title={retiring ? labels.retireTitle(retiring.skill.name) : ''}
            tone="danger"
            confirmLabel={labels.retireConfirm}
            cancelLabel={labels.cancel}
            closeOnConfirm={false}
            isPending={retiring?.pending ?? false}
            onConfirm={() => {
              if (retiring) confirmRetire(retiring.skill);
            }}
          >
            {labels.retireBody}
          </AlertDialog>
        </>
      )}
      <PlatformChanges version={version} />
    </div>
  );
}
