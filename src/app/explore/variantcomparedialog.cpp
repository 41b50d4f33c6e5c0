// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantcomparedialog.h"
#include "eventhtml.h"

#include "eventtext.h"
#include "optiontext.h"
#include "plaintext.h"
#include "refusaltext.h"
#include "savedialog.h"
#include "ui_variantcomparedialog.h"
#include "variantpicture.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QTreeWidget>

namespace ml
{

VariantCompareDialog::VariantCompareDialog(QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::VariantCompareDialog>())
{
    m_ui->setupUi(this);
    connect(m_ui->variantOption, &QComboBox::currentIndexChanged, this, [this] {
        fillValues();
        compare();
    });
    connect(m_ui->variantValue, &QComboBox::currentIndexChanged, this,
            &VariantCompareDialog::compare);
    // "Move 1" needs little room; the two scorings side by side get the rest.
    m_ui->variantEvents->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_ui->variantEvents->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    connect(m_ui->variantEvents, &QTreeWidget::currentItemChanged, this,
            &VariantCompareDialog::showDetails);
    m_ui->variantTotals->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->variantTotals->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    connect(m_ui->exportPictureButton, &QPushButton::clicked, this,
            &VariantCompareDialog::chooseExport);
}

bool VariantCompareDialog::exportPicture(const QString &path, QString *error)
{
    if (!m_file || m_comparison.key().isEmpty()) {
        *error = tr("there is nothing compared yet");
        return false;
    }
    return writeVariantPicture(variantPictures(*m_file, m_overrides, m_comparison, m_language),
                               path, error);
}

void VariantCompareDialog::chooseExport()
{
    const QString name = SaveDialog::fileNameFrom(m_file ? m_file->title(m_language) : QString()) +
                         QStringLiteral(" - ") +
                         SaveDialog::fileNameFrom(OptionText::name(m_comparison.key()));
    const QString path =
        SaveDialog::ask(this, QStringLiteral("exportDialog"), tr("Export both readings"),
                        {{tr("PNG image (*.png)"), QStringLiteral("png")},
                         {tr("SVG drawing (*.svg)"), QStringLiteral("svg")}},
                        SaveDialog::startFolder(QString()), name.trimmed());
    if (path.isEmpty()) return;
    QString error;
    if (exportPicture(path, &error))
        SaveDialog::remember(path);
    else
        plainWarning(this, tr("Export failed"),
                     tr("The picture could not be saved: %1").arg(error));
}

VariantCompareDialog::~VariantCompareDialog() = default;

void VariantCompareDialog::setBoardFile(const BoardFile &file,
                                        const QMap<QString, QString> &overrides)
{
    m_file = file;
    m_overrides = overrides;
    fillOptions();
    compare();
}

bool VariantCompareDialog::setVariant(const QString &key, const QString &value)
{
    const int option = m_ui->variantOption->findData(key);
    if (option < 0) return false;
    m_ui->variantOption->setCurrentIndex(option); // refills the values and compares
    const int v = m_ui->variantValue->findData(value);
    if (v < 0) return false;
    m_ui->variantValue->setCurrentIndex(v);
    return true;
}

void VariantCompareDialog::fillOptions()
{
    const QSignalBlocker blocker(m_ui->variantOption);
    const QString current = m_ui->variantOption->currentData().toString();
    m_ui->variantOption->clear();
    quint8 sets = SetBase;
    FileError error;
    if (m_file)
        if (const std::optional<Game> game = m_file->setUp(m_overrides, &error))
            sets = game->sets();
    for (const QString &key : VariantComparison::optionsFor(sets))
        m_ui->variantOption->addItem(OptionText::name(key), key);
    m_ui->variantOption->setCurrentIndex(qMax(0, m_ui->variantOption->findData(current)));
    fillValues();
}

void VariantCompareDialog::fillValues()
{
    const QSignalBlocker blocker(m_ui->variantValue);
    const QString key = m_ui->variantOption->currentData().toString();
    const QString current = m_ui->variantValue->currentData().toString();
    m_ui->variantValue->clear();
    QString boardValue;
    FileError error;
    if (m_file)
        if (const std::optional<Game> game = m_file->setUp(m_overrides, &error))
            boardValue = game->options().value(key);
    int other = -1;
    for (const QString &value : VariantComparison::valuesOf(key)) {
        // The board's own value is listed too, marked, so the list reads as the full choice.
        const QString words = OptionText::value(key, value);
        m_ui->variantValue->addItem(value == boardValue ? tr("%1 (this board)").arg(words) : words,
                                    value);
        if (other < 0 && value != boardValue) other = int(m_ui->variantValue->count()) - 1;
    }
    const int keep = m_ui->variantValue->findData(current);
    m_ui->variantValue->setCurrentIndex(keep >= 0 ? keep : qMax(0, other));
}

void VariantCompareDialog::compare()
{
    if (!m_file || m_ui->variantOption->currentIndex() < 0) return;
    m_comparison.compare(*m_file, m_ui->variantOption->currentData().toString(),
                         m_ui->variantValue->currentData().toString(), m_overrides);
    showResult();
}

void VariantCompareDialog::showResult()
{
    m_ui->variantEvents->clear();
    m_ui->variantTotals->clear();
    showDetails();
    const VariantComparison &c = m_comparison;
    // A picture needs both readings scored.
    m_ui->exportPictureButton->setEnabled(m_file && !c.key().isEmpty() &&
                                          c.errorString().isEmpty());
    if (!m_file || c.key().isEmpty()) {
        m_ui->variantStatus->clear();
        return;
    }
    // The option and its values in the words of the rules dialog, never the file's keys.
    const QString setting = OptionText::setting(c.key(), c.value());
    if (!c.errorString().isEmpty()) {
        const QString why = RefusalText(c.players()).fileError(c.error());
        m_ui->variantStatus->setText(
            c.variantFailed() ? tr("With “%1” the board cannot be played: %2").arg(setting, why)
                              : tr("The board cannot be played: %1").arg(why));
        return;
    }
    if (c.sameResult())
        m_ui->variantStatus->setText(
            tr("With “%1” every scoring comes out the same.").arg(setting));
    else
        m_ui->variantStatus->setText(tr("%n scoring(s) differ with “%1” instead of “%2”.", nullptr,
                                        int(c.differences().size()))
                                         .arg(setting, OptionText::value(c.key(), c.baseValue())));
    const EventText text(c.players(), m_cells);
    for (const EventDifference &d : c.differences()) {
        const ScoreEvent &any = d.base ? *d.base : *d.variant;
        auto *item = new QTreeWidgetItem(m_ui->variantEvents);
        item->setData(0, Qt::UserRole, int(m_ui->variantEvents->topLevelItemCount()) - 1);
        item->setText(0, any.move < 0 ? tr("Final scoring") : tr("Move %1").arg(any.move + 1));
        const QString missing = tr("(no such scoring)");
        item->setText(1, d.base ? text.summary(*d.base) : missing);
        item->setText(2, d.variant ? text.summary(*d.variant) : missing);
        // The why of each side: winners and terms, as the step-through explains them.
        if (d.base) item->setToolTip(1, EventHtml::plainToolTip(text.explain(*d.base).join(u'\n')));
        if (d.variant)
            item->setToolTip(2, EventHtml::plainToolTip(text.explain(*d.variant).join(u'\n')));
    }
    if (m_ui->variantEvents->topLevelItemCount() > 0)
        m_ui->variantEvents->setCurrentItem(m_ui->variantEvents->topLevelItem(0));
    for (const Player &p : c.players()) {
        const int before = c.baseTotals().value(p.id), after = c.variantTotals().value(p.id);
        auto *item = new QTreeWidgetItem(m_ui->variantTotals);
        item->setText(0, text.playerName(p.id));
        item->setText(1, QString::number(before));
        item->setText(2, QString::number(after));
        item->setText(3, after == before
                             ? QString()
                             : QStringLiteral("%1%2")
                                   .arg(after > before ? QStringLiteral("+") : QString())
                                   .arg(after - before));
        for (int col = 1; col < 4; ++col)
            item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
    }
}

void VariantCompareDialog::showDetails()
{
    m_ui->variantBaseDetail->clear();
    m_ui->variantVariantDetail->clear();
    const QTreeWidgetItem *item = m_ui->variantEvents->currentItem();
    if (!item) return;
    const EventDifference &d = m_comparison.differences().at(item->data(0, Qt::UserRole).toInt());
    const EventText text(m_comparison.players(), m_cells);
    auto show = [&](QTextBrowser *pane, const std::optional<ScoreEvent> &e) {
        QStringList lines = e ? text.explain(*e) : QStringList{tr("(no such scoring)")};
        if (e && !e->rules.isEmpty()) lines << EventText::rulesText(e->rules);
        pane->setPlainText(lines.join(u'\n'));
    };
    show(m_ui->variantBaseDetail, d.base);
    show(m_ui->variantVariantDetail, d.variant);
}

void VariantCompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        for (int i = 0; i < m_ui->variantOption->count(); ++i)
            m_ui->variantOption->setItemText(
                i, OptionText::name(m_ui->variantOption->itemData(i).toString()));
        fillValues(); // "(this board)"
        showResult();
    }
    QDialog::changeEvent(event);
}

} // namespace ml
