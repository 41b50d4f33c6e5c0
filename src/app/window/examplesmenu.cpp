// SPDX-License-Identifier: GPL-3.0-or-later
#include "examplesmenu.h"
#include "setnames.h"

#include "boardfile.h"
#include "filereading.h"

#include <QEvent>
#include <QFileInfo>

#include <algorithm>

namespace ml
{

namespace
{
// The sets in the order the menu lists them, the base box's mini expansions last. An example
// belongs to the last set here that it uses, so the abbot with vineyards sits under the Abbot.
// The sets' file names, in the order the menus list them.
// Made once: the menu asks for it for every example file it reads at start-up.
const QStringList &setOrder()
{
    static const QStringList order = [] {
        QStringList names;
        for (RuleSet set : SetNames::all())
            names << ruleSetName(set);
        return names;
    }();
    return order;
}

// Menus read "&" as a mnemonic: a title such as "Mage & Witch: ..." shows it as is.
QString menuText(const QString &text)
{
    return QString(text).replace(u'&', QStringLiteral("&&"));
}
} // namespace

ExamplesMenu::ExamplesMenu(const QStringList &paths, QWidget *parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("menuExamples"));
    for (const QString &path : paths) {
        FileError error;
        const std::optional<QByteArray> bytes = readFileAtMost(path, BoardFile::kMaxBytes, &error);
        if (!bytes) continue;
        const std::optional<BoardFile> file = BoardFile::parse(*bytes, &error);
        if (!file) continue;
        Example e;
        e.path = path;
        e.set = QStringLiteral("base");
        for (const QString &set : setOrder()) {
            RuleSet flag = SetBase;
            if (ruleSetFromName(set, &flag) && flag != SetBase && (file->sets() & flag))
                e.set = set;
        }
        const QString name = QFileInfo(path).completeBaseName();
        e.titleEn = file->title(QStringLiteral("en"));
        if (e.titleEn.isEmpty()) e.titleEn = name;
        e.titleNl = file->title(QStringLiteral("nl"));
        if (e.titleNl.isEmpty()) e.titleNl = e.titleEn;
        m_examples.append(e);
    }
    // Within a set, by file name: the files number their examples as the rule books do
    // ("hs-shepherd-2" before "hs-shepherd-2-wolf").
    std::sort(m_examples.begin(), m_examples.end(), [](const Example &a, const Example &b) {
        return QFileInfo(a.path).completeBaseName() < QFileInfo(b.path).completeBaseName();
    });
    for (const QString &set : setOrder()) {
        QMenu *sub = nullptr;
        for (Example &e : m_examples) {
            if (e.set != set) continue;
            if (!sub) {
                sub = addMenu(QString());
                sub->setObjectName(QStringLiteral("menuExamples-") + set);
                m_setMenus.append({set, sub});
            }
            e.action = sub->addAction(QString());
            e.action->setObjectName(QStringLiteral("example-") +
                                    QFileInfo(e.path).completeBaseName());
            e.action->setData(e.path);
            const QString path = e.path;
            connect(e.action, &QAction::triggered, this,
                    [this, path] { Q_EMIT exampleChosen(path); });
        }
    }
    retranslateUi();
}

void ExamplesMenu::setLanguage(const QString &language)
{
    m_language = language;
    retranslateUi();
}

void ExamplesMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QMenu::changeEvent(event);
}

void ExamplesMenu::retranslateUi()
{
    setTitle(tr("E&xamples"));
    for (const auto &[set, menu] : m_setMenus) {
        RuleSet flag = SetBase;
        if (ruleSetFromName(set, &flag)) menu->setTitle(menuText(SetNames::name(flag)));
    }
    for (const Example &e : m_examples)
        e.action->setText(menuText(m_language == u"nl" ? e.titleNl : e.titleEn));
}

} // namespace ml
