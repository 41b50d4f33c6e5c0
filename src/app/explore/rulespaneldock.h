// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QString>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace ml
{

// The rules panel: every rule of the rule book grouped by set, each with its id, status
// (official, clarification, community reading, variant, inference), title and text in the
// current language, and links to the bundled examples that show it. Explanations link into
// it by id (showRule()); the search box narrows the list by id, title or text.
class RulesPanelDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit RulesPanelDock(QWidget *parent = nullptr);

    // "en" or "nl": the rule texts are data in both languages, not tr() strings.
    void setLanguage(const QString &language);
    QString language() const { return m_language; }

    // Marks a rule and scrolls to it (clearing a search that hides it). False for an id the
    // book does not have; the search box then holds the id, so the user sees why.
    bool showRule(const QString &id);
    QString currentRule() const { return m_current; }
    // What the panel shows, as plain text (for tests and accessibility).
    QString plainText() const;

Q_SIGNALS:
    // An example link was clicked: a file name of resources/examples ("hs-hills-2.meeple").
    void exampleActivated(const QString &fileName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void render();

    QString m_language = QStringLiteral("en");
    QString m_current;
    QLineEdit *m_search;
    QTextBrowser *m_browser;
};

} // namespace ml
