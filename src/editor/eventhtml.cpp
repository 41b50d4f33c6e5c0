// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventhtml.h"

#include <QTextDocument>

namespace ml
{

QString EventHtml::ruleLinks(const QStringList &rules)
{
    QStringList links;
    for (const QString &r : rules)
        links << QStringLiteral("<a href=\"%1:%2\">%2</a>")
                     .arg(QLatin1String(RuleScheme), r.toHtmlEscaped());
    const QString marker = QStringLiteral("\x01");
    return EventText::rulesText({marker}).toHtmlEscaped().replace(marker,
                                                                  links.join(QStringLiteral(", ")));
}

QString EventHtml::plainToolTip(const QString &text)
{
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpacePre) : text;
}

QString EventHtml::paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString EventHtml::step(const EventText &text, const Stepper &stepper, int index)
{
    QString html;
    const QString action = text.stepAction(stepper, index);
    if (!action.isEmpty()) html += paragraph(action);
    for (const ScoreEvent &e : stepper.eventsOf(index)) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(EventText::headline(e).toHtmlEscaped());
        for (const ScoreTerm &t : e.breakdown)
            html += QStringLiteral("<li>%1</li>").arg(EventText::termText(t).toHtmlEscaped());
        html += QStringLiteral("</ul>");
        for (const QString &effect : EventText::effects(e))
            html += paragraph(effect);
        for (const QString &trade : text.trades(e))
            html += paragraph(trade);
        html += paragraph(text.winnersText(e));
        if (!e.rules.isEmpty()) html += QStringLiteral("<p>%1</p>").arg(ruleLinks(e.rules));
    }
    const QStringList &stepRules = stepper.step(index).rules;
    if (!stepRules.isEmpty()) html += QStringLiteral("<p>%1</p>").arg(ruleLinks(stepRules));
    return html;
}

} // namespace ml
