// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>
#include <QString>
#include <QStringList>

namespace ml
{

// File > Examples: the bundled boards by their titles in the interface's language, one
// submenu per set (base game, Hills & Sheep, Castles in Germany, Mage & Witch), so that a
// newcomer picks "Shepherds, example 2: ..." rather than a file name. Re-worded on a
// language switch through setLanguage().
class ExamplesMenu : public QMenu
{
    Q_OBJECT
public:
    // `paths` are board files (":/examples/x.meeple"); each is read once for its title and
    // sets.
    explicit ExamplesMenu(const QStringList &paths, QWidget *parent = nullptr);

    // Shows the titles in `language` ("en", "nl") and the menu names in the installed one.
    void setLanguage(const QString &language);

Q_SIGNALS:
    void exampleChosen(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Example {
        QString path;
        QString set; // the set the example is about: "base" or an expansion id
        QString titleEn, titleNl;
        QAction *action = nullptr;
    };
    void retranslateUi();

    QList<Example> m_examples;
    QList<QPair<QString, QMenu *>> m_setMenus; // in the order of the sets
    QString m_language = QStringLiteral("en");
};

} // namespace ml
