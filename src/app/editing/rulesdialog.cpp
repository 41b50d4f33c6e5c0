#include "rulesdialog.h"

#include "boarddocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ml
{

namespace
{
// The values of each option as format.md §3 lists them. RuleOptions checks a value but does
// not list them, so the dialog keeps this table (see the report: a core accessor would do).
QStringList optionValues(const QString &key)
{
    if (key == QLatin1String("tinyCity")) return {QStringLiteral("4"), QStringLiteral("2")};
    if (key == QLatin1String("farmers"))
        return {QStringLiteral("per-field"), QStringLiteral("per-field-once"),
                QStringLiteral("per-city")};
    if (key == QLatin1String("hillTiebreak"))
        return {QStringLiteral("presence"), QStringLiteral("count")};
    if (key == QLatin1String("shepherdAction"))
        return {QStringLiteral("required"), QStringLiteral("optional")};
    if (key == QLatin1String("castleCount"))
        return {QStringLiteral("cells"), QStringLiteral("tile")};
    if (key == QLatin1String("castleEnd")) return {QStringLiteral("c3"), QStringLiteral("c2")};
    if (key == QLatin1String("witchHalvesCastleBonus"))
        return {QStringLiteral("false"), QStringLiteral("true")};
    return {};
}

// An option value in words; the file keeps the value itself (the combo's data).
QString optionValueText(const QString &value)
{
    if (value == u"per-field") return RulesDialog::tr("per field", "farmers option");
    if (value == u"per-field-once")
        return RulesDialog::tr("per field, each city once", "farmers option");
    if (value == u"per-city") return RulesDialog::tr("per city", "farmers option");
    if (value == u"presence") return RulesDialog::tr("a meeple on a hill", "hill tie-break option");
    if (value == u"count") return RulesDialog::tr("most meeples on hills", "hill tie-break option");
    if (value == u"required") return RulesDialog::tr("required", "shepherd action option");
    if (value == u"optional") return RulesDialog::tr("optional", "shepherd action option");
    if (value == u"cells") return RulesDialog::tr("per space", "castle count option");
    if (value == u"tile") return RulesDialog::tr("per tile", "castle count option");
    if (value == u"true") return RulesDialog::tr("yes");
    if (value == u"false") return RulesDialog::tr("no");
    return value; // numbers and edition codes read the same in every language
}

QString optionLabel(const QString &key)
{
    if (key == QLatin1String("tinyCity")) return RulesDialog::tr("Points for a two-tile city");
    if (key == QLatin1String("farmers")) return RulesDialog::tr("Farmers score");
    if (key == QLatin1String("hillTiebreak")) return RulesDialog::tr("Hill tie-break");
    if (key == QLatin1String("shepherdAction")) return RulesDialog::tr("Shepherd action");
    if (key == QLatin1String("castleCount")) return RulesDialog::tr("A castle tile counts as");
    if (key == QLatin1String("castleEnd")) return RulesDialog::tr("Game end with castles");
    if (key == QLatin1String("witchHalvesCastleBonus"))
        return RulesDialog::tr("Witch halves the castle bonus");
    return key;
}
} // namespace

RulesDialog::RulesDialog(const BoardDocument *document, bool forNewBoard, QWidget *parent)
    : QDialog(parent), m_edition(new QComboBox)
{
    setObjectName(forNewBoard ? QStringLiteral("newBoardDialog") : QStringLiteral("rulesDialog"));
    setWindowTitle(forNewBoard ? tr("New board") : tr("Rule options"));
    const BoardDocument::Rules rules =
        forNewBoard ? BoardDocument::Rules{{}, QStringLiteral("C3"), {}} : document->boardRules();
    QStringList enabled = rules.sets;
    if (enabled.isEmpty()) enabled.append(QStringLiteral("base"));

    auto *layout = new QVBoxLayout(this);
    auto *setsBox = new QGroupBox(tr("Sets"));
    auto *setsLayout = new QVBoxLayout(setsBox);
    const QList<QPair<QString, QString>> sets = {
        {QStringLiteral("base"), tr("Base game")},
        {QStringLiteral("hills-sheep"), tr("Hills & Sheep")},
        {QStringLiteral("german-castles"), tr("Castles in Germany")},
        {QStringLiteral("mage-witch"), tr("Mage & Witch")}};
    for (const auto &[id, label] : sets) {
        // A check box reads "&" as a mnemonic ("Hills _Sheep"): a set's name shows it as is.
        auto *box = new QCheckBox(QString(label).replace(u'&', QStringLiteral("&&")));
        box->setObjectName(QStringLiteral("set-") + id);
        box->setChecked(enabled.contains(id));
        m_sets.insert(id, box);
        setsLayout->addWidget(box);
    }
    layout->addWidget(setsBox);

    auto *form = new QFormLayout;
    m_edition->setObjectName(QStringLiteral("edition"));
    m_edition->addItems({QStringLiteral("C1"), QStringLiteral("C2"), QStringLiteral("C3")});
    m_edition->setCurrentText(rules.edition);
    form->addRow(tr("Edition"), m_edition);
    if (forNewBoard) {
        m_players = new QSpinBox;
        m_players->setObjectName(QStringLiteral("playerCount"));
        m_players->setRange(1, 6);
        m_players->setValue(2);
        form->addRow(tr("Players"), m_players);
    } else {
        for (const QString &key : RuleOptions::keys()) {
            auto *combo = new QComboBox;
            combo->setObjectName(QStringLiteral("option-") + key);
            combo->addItem(tr("Default of the edition"), QString());
            for (const QString &v : optionValues(key))
                combo->addItem(optionValueText(v), v);
            combo->setCurrentIndex(qMax(0, combo->findData(rules.options.value(key))));
            m_options.insert(key, combo);
            form->addRow(optionLabel(key), combo);
        }
    }
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QStringList RulesDialog::sets() const
{
    QStringList out;
    // Keep the order of format.md.
    for (const char *id : {"base", "hills-sheep", "german-castles", "mage-witch"})
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
