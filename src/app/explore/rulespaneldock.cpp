// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulespaneldock.h"

#include "optiontext.h"
#include "rulebook.h"

#include <QEvent>
#include <QLineEdit>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace ml
{

namespace
{
const QString kExampleScheme = QStringLiteral("example");

bool matches(const RuleBook::Rule &rule, const QString &needle, const QString &language)
{
    if (needle.isEmpty()) return true;
    for (const QString &s : {rule.id, rule.title.in(language), rule.text.in(language)})
        if (s.contains(needle, Qt::CaseInsensitive)) return true;
    return false;
}
} // namespace

RulesPanelDock::RulesPanelDock(QWidget *parent) : QDockWidget(parent)
{
    setObjectName(QStringLiteral("rulesPanelDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    m_search = new QLineEdit(content);
    m_search->setObjectName(QStringLiteral("rulesSearch"));
    m_search->setClearButtonEnabled(true);
    m_browser = new QTextBrowser(content);
    m_browser->setObjectName(QStringLiteral("rulesText"));
    // Example links open boards in the window, not pages in the browser.
    m_browser->setOpenLinks(false);
    layout->addWidget(m_search);
    layout->addWidget(m_browser, 1);
    setWidget(content);
    connect(m_search, &QLineEdit::textChanged, this, &RulesPanelDock::render);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == kExampleScheme) Q_EMIT exampleActivated(url.path());
    });
    retranslateUi();
}

void RulesPanelDock::setLanguage(const QString &language)
{
    if (language == m_language) return;
    m_language = language;
    render();
}

bool RulesPanelDock::showRule(const QString &id)
{
    const RuleBook &book = RuleBook::builtIn();
    const RuleBook::Rule *rule = book.rule(id);
    if (!rule) {
        m_search->setText(id);
        return false;
    }
    m_current = id;
    if (!matches(*rule, m_search->text().trimmed(), m_language))
        m_search->clear(); // renders
    else
        render();
    m_browser->scrollToAnchor(id);
    return true;
}

QString RulesPanelDock::plainText() const
{
    return m_browser->toPlainText();
}

void RulesPanelDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

void RulesPanelDock::retranslateUi()
{
    setWindowTitle(tr("Rules"));
    m_search->setPlaceholderText(tr("Search rules: id, title or text"));
    // A screen reader meets both without a label beside them.
    m_search->setAccessibleName(tr("Search the rules"));
    m_browser->setAccessibleName(tr("Rule texts"));
    render();
}

void RulesPanelDock::render()
{
    const RuleBook &book = RuleBook::builtIn();
    const QString needle = m_search->text().trimmed();
    QString html;
    int shown = 0;
    for (const QString &set : RuleBook::sets()) {
        QString rules;
        for (const RuleBook::Rule *r : book.rulesOfSet(set)) {
            if (!matches(*r, needle, m_language)) continue;
            ++shown;
            // The linked rule stands out so the eye finds it after the jump.
            const QString style = r->id == m_current
                                      ? QStringLiteral(" style=\"background-color:#fff1c2\"")
                                      : QString();
            rules +=
                QStringLiteral("<p%1><a name=\"%2\"></a><b>%2</b> · <i>%3</i><br><b>%4</b><br>%5")
                    .arg(style, r->id.toHtmlEscaped(),
                         book.statusLabel(r->status, m_language).toHtmlEscaped(),
                         r->title.in(m_language).toHtmlEscaped(),
                         r->text.in(m_language).toHtmlEscaped());
            // Named as the rules dialog names it, where the reader switches it.
            if (!r->option.isEmpty())
                rules += QStringLiteral("<br>") +
                         tr("Rules option: %1").arg(OptionText::name(r->option)).toHtmlEscaped();
            if (!r->examples.isEmpty()) {
                QStringList links;
                for (const QString &e : r->examples)
                    links << QStringLiteral("<a href=\"%1:%2\">%3</a>")
                                 .arg(kExampleScheme, e.toHtmlEscaped(),
                                      QString(e).remove(QStringLiteral(".meeple")).toHtmlEscaped());
                rules +=
                    QStringLiteral("<br>%1 %2")
                        .arg(tr("Examples:").toHtmlEscaped(), links.join(QStringLiteral(", ")));
            }
            rules += QStringLiteral("</p>");
        }
        if (!rules.isEmpty())
            html +=
                QStringLiteral("<h3>%1</h3>").arg(book.setLabel(set, m_language).toHtmlEscaped()) +
                rules;
    }
    if (shown == 0)
        html = QStringLiteral("<p><i>%1</i></p>")
                   .arg(tr("No rule matches “%1”.").arg(needle).toHtmlEscaped());
    m_browser->setHtml(html);
    if (!m_current.isEmpty()) m_browser->scrollToAnchor(m_current);
}

} // namespace ml
