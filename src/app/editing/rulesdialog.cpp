// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesdialog.h"
#include "plaintext.h"

#include "boarddocument.h"
#include "optiontext.h"
#include "ui_rulesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace ml
{

RulesDialog::RulesDialog(const BoardDocument *document, bool forNewBoard, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::RulesDialog>())
{
    m_ui->setupUi(this);
    m_edition = m_ui->edition;
    setObjectName(forNewBoard ? QStringLiteral("newBoardDialog") : QStringLiteral("rulesDialog"));
    setWindowTitle(forNewBoard ? tr("New board") : tr("Rule options"));
    const BoardDocument::Rules rules =
        forNewBoard ? BoardDocument::Rules{{}, QStringLiteral("C3"), {}} : document->boardRules();
    QStringList enabled = rules.sets;
    if (enabled.isEmpty()) enabled.append(QStringLiteral("base"));

    const QList<QPair<QString, QCheckBox *>> sets = {
        {QStringLiteral("base"), m_ui->setBase},
        {QStringLiteral("hills-sheep"), m_ui->setHillsSheep},
        {QStringLiteral("german-castles"), m_ui->setGermanCastles},
        {QStringLiteral("mage-witch"), m_ui->setMageWitch},
        {QStringLiteral("abbot"), m_ui->setAbbot},
        {QStringLiteral("river"), m_ui->setRiver},
        {QStringLiteral("inns-cathedrals"), m_ui->setInnsCathedrals},
        {QStringLiteral("traders-builders"), m_ui->setTradersBuilders}};
    for (const auto &[id, box] : sets) {
        // Named by the file's set id, which a form's widget name cannot hold ("-").
        box->setObjectName(QStringLiteral("set-") + id);
        box->setChecked(enabled.contains(id));
        m_sets.insert(id, box);
    }

    m_edition->setCurrentText(rules.edition);
    QFormLayout *form = m_ui->form;
    if (forNewBoard) {
        m_players = m_ui->playerCount;
        // Five players in the base box; Inns & Cathedrals brings the sixth, pink (R-IC-3).
        const auto sixth = [this](bool on) { m_players->setMaximum(on ? 6 : 5); };
        sixth(m_ui->setInnsCathedrals->isChecked());
        connect(m_ui->setInnsCathedrals, &QCheckBox::toggled, this, sixth);
    } else {
        form->removeRow(m_ui->playerCount); // the options take the players' place
        for (const QString &key : RuleOptions::keys()) {
            auto *combo = new QComboBox;
            combo->setObjectName(QStringLiteral("option-") + key);
            combo->addItem(tr("Default of the edition"), QString());
            for (const QString &v : RuleOptions::values(key))
                combo->addItem(OptionText::value(key, v), v);
            combo->setCurrentIndex(qMax(0, combo->findData(rules.options.value(key))));
            m_options.insert(key, combo);
            QLabel *label = plainLabel(form->parentWidget());
            label->setText(OptionText::name(key));
            label->setBuddy(combo);
            form->addRow(label, combo);
        }
    }
}

RulesDialog::~RulesDialog() = default;

QStringList RulesDialog::sets() const
{
    QStringList out;
    // Keep the order of `rules.sets` in docs/board-format.md.
    for (const char *id : {"base", "hills-sheep", "german-castles", "mage-witch", "abbot", "river",
                           "inns-cathedrals", "traders-builders"})
        if (m_sets.value(QLatin1String(id))->isChecked()) out.append(QLatin1String(id));
    return out;
}

QString RulesDialog::edition() const
{
    return m_edition->currentText();
}

int RulesDialog::playerCount() const
{
    return m_players ? m_players->value() : 0;
}

QMap<QString, QString> RulesDialog::options() const
{
    QMap<QString, QString> out;
    for (auto it = m_options.cbegin(); it != m_options.cend(); ++it)
        out.insert(it.key(), it.value()->currentData().toString());
    return out;
}

bool RulesDialog::applyTo(BoardDocument *document, QString *why) const
{
    BoardDocument::Rules chosen = document->boardRules();
    chosen.sets = sets();
    chosen.edition = edition();
    const QMap<QString, QString> picked = options();
    for (auto it = picked.cbegin(); it != picked.cend(); ++it)
        chosen.options.insert(it.key(), it.value()); // "" is the edition's default
    return document->setRules(chosen, why);
}

} // namespace ml
